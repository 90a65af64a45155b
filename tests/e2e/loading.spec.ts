// plugins/paintFirst.ts: the prerendered page is painted first; a loader at the end of the body runs the app's
// (preloaded) scripts after the first frame, in order, and the page then hydrates. Input given in the meantime is
// answered then (theme/Root/useEarlyInputReplay.ts).
import type { Page } from '@playwright/test';
import { visit, waitForHydration } from './utils/app';
import { expect, test } from './utils/test';

for (const route of ['/', '/zh/', '/guide/start/quick-start']) {
  test(`${route} runs its scripts from the loader, compiled off the main thread, and becomes interactive`, async ({ page, request }) => {
    const html = await (await request.get(route)).text();
    const sources: string[] = JSON.parse(html.match(/\(function\(sources\)[^<]*\)\((\[[^\]]*\])\)<\/script>/)?.[1] ?? '[]');
    // React, the router, the theme and the entry.
    expect(sources.length).toBeGreaterThanOrEqual(4);
    // The loader runs them; no script tag does, so nothing runs them before the first frame. They are preloaded.
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    for (const source of sources) expect(html, source).toContain(`<link rel="preload" as="script" href="${source}" fetchpriority="low">`);
    // Each starts with V8's compile hint, so it is compiled off the main thread (plugins/compileHints.ts).
    for (const source of sources) expect(await (await request.get(source)).text(), source).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);

    const requested: string[] = [];
    page.on('request', (req) => requested.push(new URL(req.url()).pathname));
    await visit(page, route);
    expect(requested).toEqual(expect.arrayContaining(sources));
    // Interactive: the search panel opens from the navbar button, which only the hydrated app handles.
    await page.locator('.rp-search-button').first().click();
    await expect(page.locator('.rp-search-panel__input')).toBeFocused();
  });
}

test.describe('input given before the app has loaded is answered once it has', () => {
  /** Opens `route` with the app's entry script held back until the returned function is called. */
  async function openWithScriptsHeld(page: Page, route: string) {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/static\/js\/index\.[0-9a-f]+\.js$/, async (request) => {
      await held;
      await request.continue();
    });
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    return release;
  }

  test('a page scrolled before it hydrates stays where the reader scrolled it (no jump back to the top)', async ({ page }) => {
    const release = await openWithScriptsHeld(page, '/guide/start/quick-start');
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const scrolled = await page.evaluate(() => window.scrollY);
    release();
    await waitForHydration(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('a click on the search button opens the search panel', async ({ page }) => {
    const release = await openWithScriptsHeld(page, '/guide/start/');
    await page.locator('.rp-search-button').first().click();
    await expect(page.locator('.rp-search-panel__input')).toHaveCount(0);
    release();
    await expect(page.locator('.rp-search-panel__input')).toBeFocused();
  });

  test('Ctrl+K opens the search panel', async ({ page }) => {
    const release = await openWithScriptsHeld(page, '/guide/start/');
    await page.keyboard.press('Control+KeyK');
    release();
    await expect(page.locator('.rp-search-panel__input')).toBeFocused();
  });

  test('the pointer resting on the product menu opens it', async ({ page }) => {
    test.setTimeout(60_000);
    const release = await openWithScriptsHeld(page, '/');
    await page.locator('.rs-product-menu__trigger').hover();
    release();
    // The home page loads its own layout's code too before it hydrates; on a busy machine the answer then takes longer
    // than the default 5 s.
    await expect(page.locator('.rs-product-menu__popover')).toBeVisible({ timeout: 40_000 });
  });

  test('keyboard focus on the theme toggle shows its tooltip', async ({ page }) => {
    const release = await openWithScriptsHeld(page, '/guide/start/');
    await page.locator('.rp-nav__others .rs-language-menu button').focus();
    await page.keyboard.press('Tab');
    release();
    await expect(page.locator('.rs-tooltip')).toHaveText('Toggle dark mode');
  });

  test('text typed into the overview filter filters the overview', async ({ page }) => {
    const release = await openWithScriptsHeld(page, '/api/');
    await page.getByLabel('Filter').fill('WAITFOR');
    release();
    await expect(page.locator('.rp-overview .rp-overview-group__item__title__link')).toHaveText(['rstest']);
  });
});
