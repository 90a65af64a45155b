// The page table per section (issue #30, plugins/sections.ts, theme/Sections): a page's first load carries the
// table of its own section only (its routes, page records and sidebar); another section's table loads when a link
// into it is pointed at or followed. Route matching, the 404 page, hover preloading and the progress bar, which
// read that table, keep their own specs (behaviour-routes, behaviour-links, navigation).
import type { Page } from '@playwright/test';
import { navigateInApp, visit } from './utils/app';
import { expect, test } from './utils/test';

const SECTION_TABLE = /\/static\/js\/section\/([^/.]+)\.[0-9a-f]+\.js$/;

/** The section tables the page requests from now on, by section file name (`en~config`). */
function sectionRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const match = SECTION_TABLE.exec(new URL(request.url()).pathname);
    if (match) names.push(match[1]);
  });
  return names;
}

const heading = (page: Page) => page.locator('.rspress-doc h1, .rp-not-found__title').first();

test('a first visit loads the table of its own section, preloaded by its HTML, and no other', async ({ page }) => {
  const requested = sectionRequests(page);
  const response = await page.goto('/zh/config/test/bail');
  const preloaded = [...((await response?.text()) ?? '').matchAll(/<link rel="preload" href="([^"]+)" as="script">/g)].map((match) => match[1]);
  expect(preloaded.map((href) => SECTION_TABLE.exec(href)?.[1]).filter(Boolean)).toEqual(['zh~config']);
  await visit(page, '/zh/config/test/bail');
  await page.waitForLoadState('networkidle');
  expect([...new Set(requested)]).toEqual(['zh~config']);
  // The sidebar and the previous/next links come from that table.
  await expect(page.locator('.rp-doc-layout__sidebar a[href="/zh/config/test/retry"]')).toBeAttached();
  await expect(page.locator('.rp-doc-footer a').first()).toBeVisible();
});

test("pointing at a link into another section loads that section's table and the page; the click shows it at once", async ({ page }) => {
  await visit(page, '/guide/start/');
  await page.waitForLoadState('networkidle');
  const requested = sectionRequests(page);
  const config = page.locator('.rp-nav-menu a.rp-nav-menu__item__container').filter({ hasText: 'Config' });
  await config.hover();
  await expect.poll(() => requested).toEqual(['en~config']);
  await page.waitForLoadState('networkidle');
  await config.click();
  await expect(page).toHaveURL('/config/');
  await expect(heading(page)).toContainText('Config Overview');
  // The overview lists the section's pages, from its records.
  await expect(page.locator('.rp-overview-group__item').first()).toBeVisible();
  expect(requested).toEqual(['en~config']);
});

test('a link into another section followed from the keyboard, without pointing at it first, shows the page', async ({ page }) => {
  await visit(page, '/guide/start/');
  const requested = sectionRequests(page);
  const api = page.locator('.rp-nav-menu a.rp-nav-menu__item__container').filter({ hasText: 'API' });
  await api.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/api/');
  await expect(heading(page)).toContainText('API');
  await expect(page.locator('.rp-doc-layout__sidebar a[href="/api/test-api/expect"]')).toBeAttached();
  expect(requested).toEqual(['en~api']);
});

test("a link into another section that takes the keyboard focus loads that section's table and the page before Enter", async ({ page }) => {
  await visit(page, '/guide/start/');
  await page.waitForLoadState('networkidle');
  const requested = sectionRequests(page);
  const pages: string[] = [];
  page.on('request', (request) => /\/static\/js\/async\//.test(request.url()) && pages.push(request.url()));
  await page.locator('.rp-nav-menu a.rp-nav-menu__item__container').filter({ hasText: 'Config' }).focus();
  await expect.poll(() => requested).toEqual(['en~config']);
  // The page's own chunk follows its table.
  await expect.poll(() => pages.length).toBeGreaterThan(0);
});

test("the other language's page, reached with the browser's history, loads that language's table of the section", async ({ page }) => {
  await visit(page, '/guide/basic/cli');
  const requested = sectionRequests(page);
  await navigateInApp(page, '/zh/guide/basic/cli');
  await expect(heading(page)).toContainText('命令行工具');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.locator('.rp-doc-layout__sidebar a[href="/zh/guide/start/quick-start"]')).toBeAttached();
  expect(requested).toEqual(['zh~guide']);
});

test.describe('a client-side navigation to an unknown path shows the 404 page', () => {
  test('in a section of the site (its table says there is no such page)', async ({ page }) => {
    await visit(page, '/guide/start/');
    const requested = sectionRequests(page);
    await navigateInApp(page, '/API/no-such-page');
    await expect(heading(page)).toHaveText('PAGE NOT FOUND');
    expect(requested).toEqual(['en~api']);
  });

  test('outside every section (no table is asked for)', async ({ page }) => {
    await visit(page, '/guide/start/');
    const requested = sectionRequests(page);
    await navigateInApp(page, '/no-such-section/page');
    await expect(heading(page)).toHaveText('PAGE NOT FOUND');
    await navigateInApp(page, '/guide/start/');
    await expect(heading(page)).toContainText('Introduction');
    expect(requested).toEqual([]);
  });
});

test('a section table that fails to load is logged, and the reader stays on the page', async ({ page }) => {
  await visit(page, '/guide/start/');
  await page.waitForLoadState('networkidle');
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.route(SECTION_TABLE, (route) => route.abort());
  await page.locator('.rp-nav-menu a.rp-nav-menu__item__container').filter({ hasText: 'API' }).click();
  await expect.poll(() => logged.join('\n')).toMatch(/page table .*section\/en~api\.[0-9a-f]+\.js failed/);
  await expect(page).toHaveURL('/guide/start/');
  await expect(heading(page)).toContainText('Introduction');
  await expect(page.locator('#nprogress')).toHaveCount(0);
  // Once the network is back, the same link works.
  await page.unrouteAll();
  await page.locator('.rp-nav-menu a.rp-nav-menu__item__container').filter({ hasText: 'API' }).click();
  await expect(heading(page)).toContainText('API');
});
