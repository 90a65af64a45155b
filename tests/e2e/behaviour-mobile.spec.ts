// Top navigation below 768 px, mobile menu and mobile sidebar states, breakpoints (SPEC-COVERAGE R8, S12–S14, C10).
import type { Page } from '@playwright/test';
import { visit } from './utils/app';
import { expect, test } from './utils/test';

test.use({ viewport: { width: 375, height: 740 } });

const PAGE = '/guide/start/quick-start';
const hamburger = (page: Page) => page.locator('.rp-nav-hamburger__sm');
const screen = (page: Page) => page.locator('.rp-nav-screen');

test.describe('hamburger menu', () => {
  test('replaces the nav items and opens a full-screen menu', async ({ page }) => {
    await visit(page, PAGE);
    await expect(page.locator('.rp-nav-menu').first()).toBeHidden();
    await hamburger(page).click();
    await expect(screen(page)).toBeVisible();
    const box = await screen(page).boundingBox();
    const nav = await page.locator('.rp-nav').boundingBox();
    // Covers the window from below the navbar to the bottom, edge to edge.
    expect(box).toMatchObject({ x: 0, width: 375 });
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(740);
    expect(Math.round(box?.y ?? -1)).toBe(Math.round((nav?.y ?? 0) + (nav?.height ?? 0)));
    await expect(screen(page).getByRole('link', { name: 'Config' })).toBeVisible();
    await hamburger(page).click();
    await expect(screen(page)).toHaveCount(0);
  });

  test('closes on navigation', async ({ page }) => {
    await visit(page, PAGE);
    await hamburger(page).click();
    await screen(page).getByRole('link', { name: 'Config' }).click();
    await expect(page).toHaveURL('/config/');
    await expect(screen(page)).toHaveCount(0);
  });

  test('stays open below 768 px and closes when the window reaches 768 px', async ({ page }) => {
    await visit(page, PAGE);
    await hamburger(page).click();
    await page.setViewportSize({ width: 767, height: 740 });
    await page.waitForTimeout(200);
    await expect(screen(page)).toBeVisible();
    await page.setViewportSize({ width: 768, height: 740 });
    await expect(screen(page)).toHaveCount(0);
  });
});

test.describe('mobile sidebar', () => {
  const sidebar = (page: Page) => page.locator('.rp-doc-layout__sidebar');
  const openSidebar = async (page: Page) => {
    await page.locator('.rp-sidebar-menu__left').click();
    await expect(sidebar(page)).toHaveClass(/rp-doc-layout__sidebar--open/);
    await expect(sidebar(page)).toBeInViewport();
  };

  test('opens from the menu bar and locks page scrolling while open', async ({ page }) => {
    await visit(page, PAGE);
    await expect(sidebar(page)).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 300));
    await openSidebar(page);
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.move(350, 400);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('closes on navigation, and the page scrolls again', async ({ page }) => {
    await visit(page, PAGE);
    await openSidebar(page);
    await sidebar(page).locator('a').filter({ hasText: /^CLI$/ }).click();
    await expect(page.locator('.rspress-doc h1')).toContainText('CLI');
    await expect(sidebar(page)).not.toHaveClass(/rp-doc-layout__sidebar--open/);
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    // Until it has slid away, the sidebar is under the pointer, and a sidebar taller than the screen takes the wheel.
    await expect(sidebar(page)).not.toBeInViewport();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('closes on a tap outside it', async ({ page }) => {
    await visit(page, PAGE);
    await openSidebar(page);
    await page.mouse.click(360, 500);
    await expect(sidebar(page)).not.toHaveClass(/rp-doc-layout__sidebar--open/);
  });
});
