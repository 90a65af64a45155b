// The Jest/Vitest lookup table page (issue #17): a plain table without JavaScript, a filter that narrows as you type
// once the page runs, linkable rows, and rows found by the site search under their Jest or Vitest names.
import { MIGRATION_ROWS } from '../../site/migration';
import { rowText } from '../../theme/MigrationTable/filter';
import { visit } from './utils/app';
import { searchFor } from './utils/search';
import { expect, test } from './utils/test';

const ROUTE = '/guide/start/migration-lookup';
const rowOf = (name: string) => {
  const row = MIGRATION_ROWS.find((candidate) => candidate.jest === name || candidate.vitest === name);
  if (!row) throw new Error(`no row names ${name}`);
  return row;
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page is a plain table of every row, each with its link, and no inert filter', async ({ page }) => {
    await page.goto(`/zh${ROUTE}`);
    await expect(page.locator('.rstest-migration tbody tr[id]')).toHaveCount(MIGRATION_ROWS.length);
    await expect(page.locator('.rstest-migration input')).toBeHidden();
    const hoisted = rowOf('vi.hoisted');
    await expect(page.locator(`tr#${hoisted.id} a[href^="/zh${hoisted.link.split('#')[0]}"]`)).toHaveText(hoisted.rstest ?? '');
  });
});

test('the filter narrows the rows as the reader types, says how many are left, and clears with Escape', async ({ page }) => {
  await visit(page, ROUTE);
  const rows = page.locator('.rstest-migration tbody tr[id]');
  const filter = page.getByLabel('Filter rows');
  await filter.focus();
  await page.keyboard.type('requireActual');
  const expected = MIGRATION_ROWS.filter((row) => rowText(row, 'en').includes('requireactual'));
  await expect(rows).toHaveCount(expected.length);
  await expect(page.locator(`tr#${rowOf('jest.requireActual').id}`)).toBeVisible();
  await expect(page.locator('.rstest-migration output')).toHaveText(`${expected.length} of ${MIGRATION_ROWS.length} rows`);

  await page.keyboard.type(' nothing-like-this');
  await expect(rows).toHaveCount(0);
  await expect(page.locator('.rstest-migration output')).toHaveText('No row matches “requireActual nothing-like-this”.');

  await page.keyboard.press('Escape');
  await expect(filter).toHaveValue('');
  await expect(rows).toHaveCount(MIGRATION_ROWS.length);
});

test('a row has its own address: opening it shows that row', async ({ page }) => {
  const row = rowOf('--runInBand');
  await page.goto(`${ROUTE}#${row.id}`);
  await expect(page.locator(`tr#${row.id}`)).toBeInViewport();
  await expect(page.locator(`tr#${row.id} a[href="#${row.id}"]`)).toHaveCount(1);
});

test.describe('site search', () => {
  test.use({ realSearchIndex: true });

  for (const [lang, name] of [
    ['en', 'jest.requireActual'],
    ['en', 'vi.hoisted'],
    ['zh', 'jest.useFakeTimers'],
  ] as const) {
    test(`${lang}: typing ${name} finds its row`, async ({ page }) => {
      await visit(page, lang === 'zh' ? '/zh/' : '/');
      const hits = await searchFor(page, name);
      const prefix = lang === 'zh' ? '/zh' : '';
      expect(hits.map((hit) => hit.href).slice(0, 7)).toContain(`${prefix}${ROUTE}#${rowOf(name).id}`);
    });
  }
});
