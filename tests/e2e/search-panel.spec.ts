// The search panel, its states and the index's, search matching, a failed index fetch (network error), results per
// hit type and statement length (SPEC-COVERAGE R9–R11, S7, S9, V3, V5, E1, C1, C5): what a reader does with the
// panel. The engine's ranking, highlights and the no-results texts are in search-engine.spec.ts.
import type { Page } from '@playwright/test';
import { visit } from './utils/app';
import { openSearch, panelReady, searchFor } from './utils/search';
import { expect, test } from './utils/test';

// This spec searches: the real index, not the empty one the other specs are served (utils/test.ts).
test.use({ realSearchIndex: true });

const INDEX = /\/static\/search_index\.(en|zh)\.[0-9a-f]+\.json$/;
const panel = (page: Page) => page.locator('.rp-search-panel__modal');
const input = (page: Page) => page.locator('.rp-search-panel__input');
const items = (page: Page) => page.locator('.rp-suggest-item');
const current = (page: Page) => page.locator('.rp-suggest-item--current');

/** Position of the current suggestion among all suggestions. */
const currentIndex = (page: Page) =>
  items(page).evaluateAll((list) => list.findIndex((item) => item.classList.contains('rp-suggest-item--current')));

test.describe('opening and closing', () => {
  for (const modifier of ['Control', 'Meta'] as const) {
    test(`${modifier}+K opens the panel and ${modifier}+K closes it again`, async ({ page }) => {
      await visit(page, '/guide/start/');
      await page.keyboard.press(`${modifier}+KeyK`);
      // The panel's code loads on first use: seconds on a busy machine.
      await panelReady(page);
      await expect(panel(page)).toBeVisible();
      await page.keyboard.press(`${modifier}+KeyK`);
      await expect(panel(page)).toHaveCount(0);
    });
  }

  test('the search button opens it; Escape closes it', async ({ page }) => {
    await visit(page, '/guide/start/');
    await openSearch(page);
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
  });

  test('a click on the backdrop closes it, a click inside does not', async ({ page }) => {
    await visit(page, '/guide/start/');
    await openSearch(page);
    await panel(page).click({ position: { x: 20, y: 20 } });
    await expect(panel(page)).toBeVisible();
    await page.mouse.click(5, 890);
    await expect(panel(page)).toHaveCount(0);
  });

  // theme/SearchPanel/index.css: a blurred backdrop is drawn again on every frame, and the pulse of a quick search
  // would draw frames while the reader types; both slowed a first search on a phone's speed.
  test('dims the page without blurring it, and pulses the search icon only for a search that keeps the reader waiting', async ({ page }) => {
    await visit(page, '/guide/start/');
    await openSearch(page);
    const mask = page.locator('.rp-search-panel__mask');
    await expect(mask).toHaveCSS('backdrop-filter', 'none');
    await expect(mask).toHaveCSS('background-color', 'rgba(28, 28, 28, 0.62)');
    // The index's shards never come: the search keeps the reader waiting.
    await page.route(/\.t\d+\.json$/, () => {});
    await input(page).fill('mock');
    const icon = page.locator('.rp-search-panel__search-icon');
    await expect(icon).toHaveClass(/rp-search-panel__search-icon--loading/);
    await expect(icon).toHaveCSS('animation-delay', '0.5s');
  });

  test.describe('on a small screen', () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test("'Cancel' closes it", async ({ page }) => {
      await visit(page, '/guide/start/');
      await page.locator('.rp-search-button--mobile').first().click();
      await expect(input(page)).toBeFocused();
      const cancel = page.locator('.rp-search-panel__cancel');
      await expect(cancel).toHaveText('Cancel');
      await cancel.click();
      await expect(panel(page)).toHaveCount(0);
    });
  });

  test("'Cancel' is not shown on a wide screen", async ({ page }) => {
    await visit(page, '/guide/start/');
    await openSearch(page);
    await expect(page.locator('.rp-search-panel__cancel')).toBeHidden();
  });
});

test.describe('keyboard', () => {
  test('arrow keys move the current suggestion, wrapping around at both ends', async ({ page }) => {
    await visit(page, '/');
    await searchFor(page, 'mock');
    const count = await items(page).count();
    expect(count).toBeGreaterThan(2);
    await expect.poll(() => currentIndex(page)).toBe(0);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => currentIndex(page)).toBe(1);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => currentIndex(page)).toBe(0);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => currentIndex(page)).toBe(count - 1);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => currentIndex(page)).toBe(0);
  });

  test('Enter opens the current suggestion and closes the panel', async ({ page }) => {
    await visit(page, '/');
    await searchFor(page, 'mock');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => currentIndex(page)).toBe(1);
    const target = new URL((await current(page).locator('a').getAttribute('href')) ?? '', 'http://host');
    await page.keyboard.press('Enter');
    await expect(panel(page)).toHaveCount(0);
    // The API pages are the largest chunks: on a busy machine their load takes a few seconds.
    await expect(page).toHaveURL(`${target.pathname}${target.hash}`, { timeout: 15_000 });
  });
});

test.describe('matching', () => {
  /** Hit type as the panel shows it: a statement for content hits, a "Page > Heading" trail for heading hits. */
  const hitTypes = (page: Page) =>
    items(page).evaluateAll((list) =>
      list.map((item) => {
        if (item.querySelector('.rp-suggest-item__statement')) return 'content';
        return item.querySelector('.rp-suggest-item__header')?.textContent?.includes(' > ') ? 'header' : 'title';
      }),
    );

  test('7 results for a word on many pages, each a different page (so at most 7 of each hit type)', async ({ page }) => {
    await visit(page, '/');
    const hits = await searchFor(page, 'test');
    expect(hits).toHaveLength(7);
    expect(new Set(hits.map((hit) => hit.href.split('#')[0])).size).toBe(7);
    const types = await hitTypes(page);
    for (const type of ['title', 'header', 'content']) expect(types.filter((t) => t === type).length).toBeLessThanOrEqual(7);
  });

  test('ignores letter case and accents', async ({ page }) => {
    await visit(page, '/');
    const plain = await searchFor(page, 'setup files');
    expect(plain.length).toBeGreaterThan(0);
    expect(await searchFor(page, 'SETUP Files')).toEqual(plain);
    expect(await searchFor(page, 'sétùp fîlés')).toEqual(plain);
  });

  test('cuts a content statement to about 100 characters, with ellipses where text was cut', async ({ page }) => {
    await visit(page, '/');
    await searchFor(page, 'toolchain');
    const statements = await page.locator('.rp-suggest-item__statement').allTextContents();
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement.length).toBeLessThanOrEqual(110);
      expect(statement).toMatch(/^(\.\.\.|…)|(\.\.\.|…)$/);
    }
  });
});

test.describe('search index', () => {
  // Two languages' indexes loaded and indexed in one test: on a loaded 2-core machine that alone takes tens of seconds.
  test.describe.configure({ timeout: 120_000 });

  test('is not fetched while the page loads', async ({ page }) => {
    await page.goto('/guide/start/', { waitUntil: 'load' });
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const index = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/static/search_index.'));
      return { loadStart: navigation.loadEventStart, indexStarts: index.map((entry) => entry.startTime) };
    });
    for (const start of timing.indexStarts) expect(start).toBeGreaterThanOrEqual(timing.loadStart);
  });

  test('is loaded for the language of the page, and again after switching language', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (INDEX.test(request.url())) requested.push(new URL(request.url()).pathname);
    });
    await visit(page, '/guide/start/');
    await searchFor(page, 'retry');
    expect(requested.some((path) => path.includes('search_index.en.'))).toBe(true);
    await page.keyboard.press('Escape');

    await page.locator('.rp-nav__others .rp-nav-menu__item').filter({ hasText: 'English' }).first().hover();
    await page.locator('.rp-nav a[hreflang="zh"]:visible').click();
    await expect(page).toHaveURL(/\/zh\/guide\/start\/?$/);
    const hits = await searchFor(page, '重试');
    await expect.poll(() => requested.some((path) => path.includes('search_index.zh.'))).toBe(true);
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.href).toMatch(/^\/zh\//);
  });

  test('a network failure logs the fetch error, finds nothing and breaks nothing', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    await page.route(INDEX, (route) => route.abort('connectionrefused'));
    await visit(page, '/guide/start/');
    const hits = await searchFor(page, 'retry');
    expect(hits).toEqual([]);
    expect(errors).toContain('Failed to fetch search index, please reload the page and try again.');
    expect(errors.filter((error) => error.startsWith('page error'))).toEqual([]);
    // The panel still works: it closes, and the page is intact.
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(page.locator('.rspress-doc h1')).toContainText('Introduction');
  });
});

test('the search input accepts any text: no validation', async ({ page }) => {
  await visit(page, '/');
  await openSearch(page);
  for (const text of ['', '   ', '<b>', '%%%', 'x'.repeat(300)]) {
    await input(page).fill(text);
    expect(await input(page).evaluate((element: HTMLInputElement) => element.checkValidity())).toBe(true);
  }
  await expect(page.locator(':invalid')).toHaveCount(0);
});

test('the search button keeps its shortcut pill apart from its label, and the keys apart ("Ctrl K")', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await visit(page, '/');
  const word = await page.locator('.rp-search-button__word').boundingBox();
  const keys = page.locator('.rp-search-button__hotkey > span');
  const pill = await page.locator('.rp-search-button__hotkey').boundingBox();
  expect(pill && word && pill.x - (word.x + word.width)).toBeGreaterThanOrEqual(8);
  const [first, second] = [await keys.nth(0).boundingBox(), await keys.nth(1).boundingBox()];
  expect(first && second && second.x - (first.x + first.width)).toBeGreaterThanOrEqual(2);
});
