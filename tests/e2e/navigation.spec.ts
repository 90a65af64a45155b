import type { Page } from '@playwright/test';
import { expect, test } from './utils/test';

/** The navbar's language menu, labelled with the current language. */
const languageMenu = (page: Page, current: string) =>
  page.locator('.rp-nav__others .rp-nav-menu__item').filter({ hasText: current }).first();

const NAV = {
  en: { home: '/', items: [['Guide', '/guide/start/'], ['Config', '/config/'], ['API', '/api/']] },
  zh: { home: '/zh/', items: [['指南', '/zh/guide/start/'], ['配置', '/zh/config/'], ['API', '/zh/api/']] },
} as const;

for (const [lang, { home, items }] of Object.entries(NAV)) {
  test(`top navigation (${lang}) leads to each section`, async ({ page }) => {
    await page.goto(home);
    const menu = page.locator('.rp-nav-menu a.rp-nav-menu__item__container');
    await expect(menu).toHaveText(items.map(([text]) => text));
    for (const [text, link] of items) {
      await menu.filter({ hasText: text }).click();
      await expect(page).toHaveURL(link);
      await expect(page.locator('h1')).toBeVisible();
    }
  });
}

test('the navbar has search, language switcher, theme toggle and social links', async ({ page }) => {
  await page.goto('/guide/start/');
  await expect(page.locator('.rp-search-button')).toBeVisible();
  await expect(page.locator('.rp-nav a[hreflang="zh"]').first()).toHaveAttribute('href', /^\/zh\/guide\/start\/?$/);
  await expect(page.locator('.rp-nav .rp-switch-appearance:visible')).toBeVisible();
  const social = page.locator('.rp-nav .rp-social-links__item');
  await expect(social.first()).toBeVisible();
  const hrefs = await social.evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]);
  expect(hrefs).toEqual([
    'https://github.com/web-infra-dev/rstest',
    'https://x.com/rspack_dev',
    'https://discord.gg/XsaKEEk4mW',
  ]);
});

test('the language switcher keeps the page', async ({ page }) => {
  await page.goto('/guide/basic/cli');
  await languageMenu(page, 'English').hover();
  await page.locator('.rp-nav a[hreflang="zh"]:visible').click();
  await expect(page).toHaveURL('/zh/guide/basic/cli');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await languageMenu(page, '简体中文').hover();
  await page.locator('.rp-nav a[hreflang="en"]:visible').click();
  await expect(page).toHaveURL('/guide/basic/cli');
});

test('an unknown path shows the 404 page', async ({ page }) => {
  const response = await page.goto('/guide/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  const home = page.getByRole('link', { name: 'go to home' });
  await expect(home).toHaveText('Take me home');
  await expect(home).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle('404 - Rstest');
});
