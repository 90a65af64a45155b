// Chinese readers are told when a page's translation lags (plugins/translationLag, theme/TranslationNotice), shown on
// a bilingual fixture site (tests/e2e/fixtures/i18n-site) whose translation statuses are given. How the statuses
// come from git is tested in tests/unit/translation-lag.test.ts.
import { visit } from './utils/app';
import { fixture, type ServedSite, startSite } from './utils/build-site';
import { expect, test } from './utils/test';

let site: ServedSite;

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = await startSite(fixture('i18n-site'));
});
test.afterAll(async () => site?.close());

test('a Chinese page older than its English twin says so at the top and links to the English page', async ({ page }) => {
  await visit(page, site.url('/zh/lagging'));
  const notice = page.getByRole('complementary', { name: '翻译状态' });
  await expect(notice).toContainText('本页的英文原文在 2026-11-20 有过更新，晚于中文翻译（2026-11-01）');
  // It comes before the page's content.
  expect(await notice.evaluate((el) => Boolean(el.compareDocumentPosition(document.querySelector('h1')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
  await notice.getByRole('link', { name: '阅读英文原文' }).click();
  await expect(page).toHaveURL(/\/lagging$/);
  await expect(page.locator('h1')).toContainText('Lagging');
  await expect(page.getByRole('complementary', { name: '翻译状态' })).toHaveCount(0);
});

test('an up-to-date Chinese page shows no notice, nor does the English page', async ({ page }) => {
  await visit(page, site.url('/zh/current'));
  await expect(page.locator('h1')).toContainText('最新');
  await expect(page.locator('.rs-translation-notice')).toHaveCount(0);
  await visit(page, site.url('/current'));
  await expect(page.locator('.rs-translation-notice')).toHaveCount(0);
});

