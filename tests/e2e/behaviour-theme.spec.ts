// Theme states and stored values: light, dark or auto in local storage (SPEC-COVERAGE S1, S2, S4–S6, V1, C23).
import type { Page } from '@playwright/test';
import { visit } from './utils/app';
import { expect, test } from './utils/test';

const STORAGE_KEY = 'rspress-theme-appearance';
const PAGE = '/guide/start/quick-start';

const html = (page: Page) => page.locator('html');
const toggle = (page: Page) => page.locator('.rp-nav .rp-switch-appearance:visible');
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
/** Stores a theme before the first page load (init scripts run on every load: later loads keep what is stored). */
const storeBeforeLoad = (page: Page, value: string) =>
  page.addInitScript(([key, v]) => {
    if (localStorage.getItem(key) === null) localStorage.setItem(key, v);
  }, [STORAGE_KEY, value]);
const DARK = /(^|\s)dark(\s|$)/;

test.describe('auto follows the system preference', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`with nothing stored, a ${scheme} system gives a ${scheme} page`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await visit(page, PAGE);
      await expect(toggle(page)).toBeVisible();
      if (scheme === 'dark') await expect(html(page)).toHaveClass(DARK);
      else await expect(html(page)).not.toHaveClass(DARK);
      expect(await stored(page)).toBeNull();
    });
  }

  test('a stored auto follows the system while the page is open', async ({ page }) => {
    await storeBeforeLoad(page, 'auto');
    await page.emulateMedia({ colorScheme: 'light' });
    await visit(page, PAGE);
    await expect(html(page)).not.toHaveClass(DARK);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).toHaveClass(DARK);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).not.toHaveClass(DARK);
  });
});

test('a stored light or dark wins over the system preference', async ({ page }) => {
  await storeBeforeLoad(page, 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await visit(page, PAGE);
  await expect(html(page)).toHaveClass(DARK);
  await page.evaluate((key) => localStorage.setItem(key, 'light'), STORAGE_KEY);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(html(page)).not.toHaveClass(DARK);
});

test('a stored value other than light, dark or auto counts as auto', async ({ page }) => {
  await storeBeforeLoad(page, 'purple');
  await page.emulateMedia({ colorScheme: 'dark' });
  await visit(page, PAGE);
  await expect(html(page)).toHaveClass(DARK);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).not.toHaveClass(DARK);
});

test('the toggle flips between light and dark and stores the choice', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await visit(page, PAGE);
  await toggle(page).click();
  await expect(html(page)).toHaveClass(DARK);
  expect(await stored(page)).toBe('dark');
  await toggle(page).click();
  await expect(html(page)).not.toHaveClass(DARK);
  // Rspress stores the choice that equals the system preference as 'auto', so the page keeps following the system.
  expect(await stored(page)).toBe('auto');
  await page.reload();
  await expect(html(page)).not.toHaveClass(DARK);
});

test('a change in one tab reaches the other tabs', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  for (const page of [first, second]) {
    await page.emulateMedia({ colorScheme: 'light' });
    await visit(page, PAGE);
    await expect(toggle(page)).toBeVisible();
  }
  // The reader clicks in the tab in front (a background tab renders no frames, so no view transition runs there).
  await first.bringToFront();
  await toggle(first).click();
  await expect(html(first)).toHaveClass(DARK);
  await expect(html(second)).toHaveClass(DARK);
  await second.bringToFront();
  await toggle(second).click();
  await expect(html(first)).not.toHaveClass(DARK);
});

test.describe('circular reveal (themeConfig.enableAppearanceAnimation: true)', () => {
  /** Counts view transitions the page starts, still letting them run. */
  const countViewTransitions = (page: Page) =>
    page.addInitScript(() => {
      const start = document.startViewTransition?.bind(document);
      (window as unknown as { viewTransitions: number }).viewTransitions = 0;
      if (start)
        document.startViewTransition = ((update: ViewTransitionUpdateCallback) => {
          (window as unknown as { viewTransitions: number }).viewTransitions++;
          return start(update);
        }) as typeof document.startViewTransition;
    });
  const viewTransitions = (page: Page) => page.evaluate(() => (window as unknown as { viewTransitions: number }).viewTransitions);

  test('the toggle reveals the new theme in a circle when motion is not reduced', async ({ page }) => {
    await countViewTransitions(page);
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
    await visit(page, PAGE);
    expect(await page.evaluate(() => typeof document.startViewTransition)).toBe('function');
    await toggle(page).click();
    await expect(html(page)).toHaveClass(DARK);
    expect(await viewTransitions(page)).toBe(1);
  });

  test('no reveal when the reader asks for reduced motion', async ({ page }) => {
    await countViewTransitions(page);
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await visit(page, PAGE);
    await toggle(page).click();
    await expect(html(page)).toHaveClass(DARK);
    expect(await viewTransitions(page)).toBe(0);
  });
});
