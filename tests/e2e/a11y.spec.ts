// Accessibility: axe (WCAG 2.0/2.1/2.2 A and AA rules) finds nothing on any page of the built site, in both
// languages and both themes at desktop width, on the two home pages at phone width, on the 404 page, and in the
// states that only appear on interaction (search panel, language menu, page-title menu, mobile menu).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { visit } from './utils/app';
import { routesOf, zh } from './utils/routes';
import { expect, test } from './utils/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const THEMES = ['light', 'dark'] as const;
const PAGES = routesOf('').flatMap((route) => [route, zh(route)]);
const HOMES = ['/', '/zh/'];

// axe on a long page (thousands of highlighted code tokens) takes tens of seconds on a loaded machine.
test.describe.configure({ timeout: 180_000 });

/** Opens `route` in `theme` (stored before the first script runs, as a returning reader's choice would be). */
async function open(page: Page, route: string, theme: (typeof THEMES)[number]) {
  await page.addInitScript((value) => localStorage.setItem('rspress-theme-appearance', value), theme);
  await visit(page, route);
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  // Hydrated (visit) and settled: what axe judges is what a reader meets.
  await page.waitForLoadState('networkidle');
}

/** axe's violations, one readable line per offending element. */
async function violations(page: Page) {
  // Details of violations only (not of passes): several times faster on long pages. Options first, as
  // `options()` replaces what `withTags()` sets.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS);
  const { violations } = await axe.analyze();
  return violations.flatMap(({ id, nodes }) =>
    nodes.map(({ target, failureSummary }) => `${id} ${target.join(' ')}: ${failureSummary?.replace(/\s+/g, ' ')}`),
  );
}

for (const theme of THEMES) {
  test.describe(`${theme} theme, desktop`, () => {
    for (const route of PAGES) {
      test(`${route} has no WCAG A/AA violation`, async ({ page }) => {
        await open(page, route, theme);
        expect(await violations(page)).toEqual([]);
      });
    }

    test('the 404 page has no WCAG A/AA violation', async ({ page }) => {
      await open(page, '/no-such-page', theme);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the open search panel, with results, has no WCAG A/AA violation', async ({ page }) => {
      await open(page, '/guide/start/quick-start', theme);
      await page.locator('.rp-search-button').click();
      await page.locator('.rp-search-panel__input').fill('config');
      await expect(page.locator('.rp-suggest-item').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the open language menu and page-title menu have no WCAG A/AA violation', async ({ page }) => {
      await open(page, '/guide/start/quick-start', theme);
      await page.locator('.rs-language-menu button').click();
      await page.locator('.rp-llms-view-options__trigger').click();
      await expect(page.locator('.rp-llms-view-options__menu')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });

  test.describe(`${theme} theme, 375 px`, () => {
    test.use({ viewport: { width: 375, height: 812 } });

    for (const route of HOMES) {
      test(`${route} has no WCAG A/AA violation`, async ({ page }) => {
        await open(page, route, theme);
        expect(await violations(page)).toEqual([]);
      });
    }

    test('the open mobile menu has no WCAG A/AA violation', async ({ page }) => {
      await open(page, '/guide/start/quick-start', theme);
      await page.locator('.rp-nav-hamburger__sm').click();
      await expect(page.locator('.rp-nav-screen')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
