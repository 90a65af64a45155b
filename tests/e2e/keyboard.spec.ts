// Keyboard only: every control of the navbar, sidebar, search, tabs, code blocks and menus is reached with Tab in
// reading order and operated with Enter, Space, arrows or Escape; focus is always visible.
import type { Locator, Page } from '@playwright/test';
import { visit } from './utils/app';
import { panelReady } from './utils/search';
import { expect, test } from './utils/test';

// This spec searches: the real index, not the empty one the other specs are served (utils/test.ts).
test.use({ realSearchIndex: true });

const PAGE = '/guide/start/quick-start';

/** Presses Tab and expects `target` to have the focus. */
async function tabTo(page: Page, target: Locator) {
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** Presses Tab until `target` has the focus (at most `limit` times): for controls deep in the page. */
async function tabUntil(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} not reached in ${limit} Tab presses`);
}

const nav = (page: Page) => page.locator('.rp-nav');
const languageButton = (page: Page) => nav(page).getByRole('button', { name: 'Language: English' });
const themeToggle = (page: Page) => nav(page).getByRole('button', { name: 'Toggle dark mode' });
const firstTabs = (page: Page) => page.locator('.rspress-doc .rp-tabs').first();

test('Tab walks the page in reading order: skip link, navbar, sidebar, then the content', async ({ page }) => {
  await visit(page, PAGE);
  await tabTo(page, page.getByRole('link', { name: 'Skip to content' }));
  await tabTo(page, nav(page).locator('.rs-product-menu__trigger'));
  await tabTo(page, nav(page).locator('.rp-nav__title__link'));
  await tabTo(page, nav(page).locator('.rp-search-button'));
  for (const name of ['Guide', 'Config', 'API']) await tabTo(page, nav(page).getByRole('link', { name, exact: true }));
  await tabTo(page, languageButton(page));
  await tabTo(page, themeToggle(page));
  for (const name of ['GitHub', 'X', 'Discord']) await tabTo(page, nav(page).getByRole('link', { name, exact: true }));
  const sidebarLinks = page.locator('.rp-doc-layout__sidebar a');
  expect(await sidebarLinks.count()).toBeGreaterThan(3);
  for (const link of await sidebarLinks.all()) await tabTo(page, link);
  // The content: the title's Markdown buttons, then the first tabs and the code block inside them.
  await tabTo(page, page.getByRole('button', { name: 'Copy Markdown' }));
  await tabTo(page, page.getByRole('button', { name: 'More ways to read this page' }));
  await tabTo(page, firstTabs(page).getByRole('tab', { selected: true }));
  await tabTo(page, firstTabs(page).locator('.rp-tabs__content__item--active .rp-code-wrap-button'));
  await tabTo(page, firstTabs(page).locator('.rp-tabs__content__item--active .rp-code-copy-button'));
});

test('the skip link shows when focused and moves focus past the navbar and sidebar', async ({ page }) => {
  await visit(page, PAGE);
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).not.toBeInViewport();
  await tabTo(page, skip);
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  await expect(page).toHaveURL(PAGE);
  await tabTo(page, page.getByRole('button', { name: 'Copy Markdown' }));
});

test('the Chinese pages name the skip link in Chinese', async ({ page }) => {
  await visit(page, `/zh${PAGE}`);
  await tabTo(page, page.getByRole('link', { name: '跳到正文' }));
});

test('focus is visible: a 2 px outline on links and buttons', async ({ page }) => {
  await visit(page, PAGE);
  for (const target of [nav(page).locator('.rp-search-button'), nav(page).getByRole('link', { name: 'Guide' })]) {
    await tabUntil(page, target);
    await expect(target).toHaveCSS('outline-style', 'solid');
    await expect(target).toHaveCSS('outline-width', '2px');
  }
});

test('search: open it from the keyboard, move through the results with arrows, open one with Enter', async ({ page }) => {
  await visit(page, PAGE);
  await tabUntil(page, nav(page).locator('.rp-search-button'));
  await page.keyboard.press('Enter');
  const input = page.locator('.rp-search-panel__input');
  await panelReady(page);
  await page.keyboard.type('retry');
  const current = page.locator('.rp-suggest-item--current');
  await expect(current).toBeVisible({ timeout: 20_000 });
  const first = await current.locator('a').getAttribute('href');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(current.locator('a')).toHaveAttribute('href', first ?? '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new URL(first ?? '', 'http://x').pathname);
  await expect(input).toBeHidden();
  await expect(page.locator('h1')).toBeVisible();
});

test('search: Escape closes the panel', async ({ page }) => {
  await visit(page, PAGE);
  await page.keyboard.press('Control+k');
  await panelReady(page);
  await page.keyboard.press('Escape');
  await expect(page.locator('.rp-search-panel__input')).toBeHidden();
});

test.describe('package-manager tabs', () => {
  test('arrow keys, Home and End move the selection and the focus', async ({ page }) => {
    await visit(page, PAGE);
    const tabs = firstTabs(page).getByRole('tab');
    await expect(tabs).toHaveText(['npm', 'yarn', 'pnpm', 'bun']);
    await tabUntil(page, tabs.first());
    // A single tab stop: the selected tab.
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(firstTabs(page).getByRole('tabpanel')).toContainText('yarn');
    await page.keyboard.press('End');
    await expect(tabs.nth(3)).toBeFocused();
    await expect(firstTabs(page).getByRole('tabpanel')).toContainText('bun');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
    // The choice is remembered for the group, as a click would (SPEC-COVERAGE O3).
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('rspress.tabs.')).map((key) => localStorage.getItem(key)),
    );
    expect(stored).toContain('3');
  });

  test('only the selected panel is in the page, so Tab never reaches hidden code buttons', async ({ page }) => {
    await visit(page, PAGE);
    await expect(firstTabs(page).getByRole('tabpanel')).toHaveCount(1);
    await expect(firstTabs(page).locator('.rp-tabs__content__item--hidden').first()).toBeHidden();
  });
});

test.describe('code blocks', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Enter on the copy button copies the code; Space on the wrap button wraps it', async ({ page }) => {
    await visit(page, PAGE);
    const block = firstTabs(page).locator('.rp-tabs__content__item--active .rp-codeblock');
    const copy = block.locator('.rp-code-copy-button');
    await tabUntil(page, copy);
    await page.keyboard.press('Enter');
    await expect(copy).toHaveClass(/rp-code-copy-button--copied/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm add @rstest/core -D');
    await page.keyboard.press('Shift+Tab');
    await expect(block.locator('.rp-code-wrap-button')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(block.locator('.rp-codeblock__content')).toHaveClass(/rp-codeblock__content--wrap-code/);
  });
});

test.describe('navbar menus', () => {
  test('the language menu opens with Enter, its link switches the language, Escape closes it', async ({ page }) => {
    await visit(page, PAGE);
    const button = languageButton(page);
    await tabUntil(page, button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const chinese = nav(page).getByRole('link', { name: '简体中文' });
    await expect(chinese).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await tabTo(page, chinese);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/zh${PAGE}`);
  });

  test('the theme toggle switches with Enter and back with Space', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await visit(page, PAGE);
    await tabUntil(page, themeToggle(page));
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.keyboard.press(' ');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(themeToggle(page)).toBeFocused();
  });

  test('the page-title menu opens with Enter, is walked with Tab and closes on Escape', async ({ page }) => {
    await visit(page, PAGE);
    const trigger = page.getByRole('button', { name: 'More ways to read this page' });
    await tabUntil(page, trigger);
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, page.getByRole('button', { name: 'Copy Markdown link' }));
    await tabTo(page, page.getByRole('link', { name: /ChatGPT/ }));
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
    await expect(page.locator('.rp-llms-view-options__menu')).toHaveCount(0);
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the search icon and the menu button are named buttons that Enter opens', async ({ page }) => {
    await visit(page, PAGE);
    const search = page.getByRole('button', { name: 'Search', exact: true });
    await tabUntil(page, search);
    await page.keyboard.press('Enter');
    await expect(page.locator('.rp-search-panel__input')).toBeFocused();
    await page.keyboard.press('Escape');
    const menu = page.locator('.rp-nav-hamburger__sm');
    await tabUntil(page, menu);
    await page.keyboard.press('Enter');
    await expect(page.locator('.rp-nav-screen')).toBeVisible();
  });
});

test.describe('wide tables', () => {
  // The matcher aliases table: wider than a phone, narrower than a desktop window.
  const TABLE_PAGE = '/api/test-api/mockMatchers';
  const region = (page: Page) => page.locator('.rp-doc .rp-table-scroll-container').first();

  test('a table too wide for a phone is a named region in the tab order that arrow keys scroll', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await visit(page, TABLE_PAGE);
    const table = region(page);
    await expect(table).toHaveAttribute('tabindex', '0');
    await expect(table).toHaveAttribute('role', 'region');
    await expect(table).toHaveAccessibleName('Table, scrolls sideways');
    await table.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });

  test('a table that fits stays out of the tab order, and joins it once the window narrows', async ({ page }) => {
    await visit(page, TABLE_PAGE);
    const table = region(page);
    await expect(table).not.toHaveAttribute('tabindex');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(table).toHaveAttribute('tabindex', '0');
  });
});
