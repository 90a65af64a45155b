// Route matching, the 404 page, locale redirect, unknown routes (SPEC-COVERAGE R1, R2, R4–R6, S31–S33, E6, E7, C25).
import { navigateInApp, waitForHydration } from './utils/app';
import { expect, test } from './utils/test';

/** The visible page title, without the heading's anchor sign. */
const heading = (page: import('@playwright/test').Page) => page.locator('.rspress-doc h1, .rp-not-found__title').first();

test.describe('route matching: every spelling of a path reaches the same page', () => {
  const SPELLINGS: [string, string, string][] = [
    // [requested path, canonical path the address bar ends on, heading]
    ['/guide/start/quick-start.html', '/guide/start/quick-start', 'Quick Start'],
    ['/guide/start/quick-start/', '/guide/start/quick-start', 'Quick Start'],
    ['/Guide/Start/Quick-Start', '/guide/start/quick-start', 'Quick Start'],
    ['/guide/start/quick%2Dstart', '/guide/start/quick-start', 'Quick Start'],
    ['/guide/start/index', '/guide/start/', 'Introduction'],
    ['/guide/start/index.html', '/guide/start/', 'Introduction'],
    ['/guide/start', '/guide/start/', 'Introduction'],
    ['/api/rstest/faketimers', '/api/rstest/fakeTimers', ''],
    ['/zh/GUIDE/start/quick-start.html', '/zh/guide/start/quick-start', '快速开始'],
  ];
  for (const [requested, canonical, title] of SPELLINGS) {
    test(`${requested} shows ${canonical}`, async ({ page }) => {
      const direct = await page.request.get(canonical);
      expect(direct.status()).toBe(200);
      await page.goto(requested);
      await expect(page).toHaveURL(canonical);
      await expect(page.locator('.rp-not-found')).toHaveCount(0);
      if (title) await expect(heading(page)).toContainText(title);
      else await expect(heading(page)).not.toBeEmpty();
    });
  }

  test('the client router matches a spelling the server does not know', async ({ page }) => {
    await page.goto('/guide/start/');
    // A client-side navigation to an odd spelling: no request to the server decides the page.
    await navigateInApp(page, '/GUIDE/basic/CLI.html');
    await expect(heading(page)).toContainText('CLI');
  });
});

test.describe('404 page', () => {
  test('shows the code, the heading and a link home with its aria-label', async ({ page }) => {
    const response = await page.goto('/config/no-such-option');
    expect(response?.status()).toBe(404);
    await expect(page.locator('.rp-not-found__error-code')).toHaveText('404');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
    const home = page.getByRole('link', { name: 'go to home' });
    await expect(home).toHaveText('Take me home');
    await expect(home).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle('404 - Rstest');
    await home.click();
    await expect(page).toHaveURL('/');
  });

  test('keeps the language prefix: a /zh 404 links to /zh/', async ({ page }) => {
    const response = await page.goto('/zh/nope');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    const home = page.getByRole('link', { name: 'go to home' });
    await expect(home).toHaveAttribute('href', '/zh/');
    await expect(page).toHaveTitle('404 - Rstest');
    await home.click();
    await expect(page).toHaveURL('/zh/');
  });

  test("a path with the default language's segment redirects to the same path without it", async ({ page }) => {
    await page.goto('/en/guide/start/quick-start');
    await expect(page).toHaveURL('/guide/start/quick-start');
    await expect(heading(page)).toContainText('Quick Start');
    await page.goto('/en/');
    await expect(page).toHaveURL('/');
  });

  test('an unknown path under /en/ ends on the 404 page without the segment', async ({ page }) => {
    await page.goto('/en/nope');
    await expect(page).toHaveURL('/nope');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
  });
});

test.describe('locale redirect on the first visit', () => {
  test.describe('a Chinese browser', () => {
    test.use({ firstVisit: true, locale: 'zh-CN' });

    test('is sent to the Chinese page once, and the visit is remembered', async ({ page }) => {
      await page.goto('/guide/start/quick-start');
      await expect(page).toHaveURL('/zh/guide/start/quick-start');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
      expect(await page.evaluate(() => localStorage.getItem('rspress-visited'))).toBe('1');
      // Once per visitor: the English page now stays English.
      await page.goto('/guide/start/quick-start');
      await expect(page.locator('h1')).toContainText('Quick Start');
      await expect(page).toHaveURL('/guide/start/quick-start');
    });

    test('keeps the query string', async ({ page }) => {
      await page.goto('/guide/basic/cli?outline=0');
      await expect(page).toHaveURL('/zh/guide/basic/cli?outline=0');
    });
  });

  test.describe('a browser whose language has a region (zh-TW)', () => {
    test.use({ firstVisit: true, locale: 'zh-TW' });
    test('is matched by the first part of the language', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL('/zh/');
    });
  });

  test.describe('an English browser on a Chinese page', () => {
    test.use({ firstVisit: true, locale: 'en-US' });
    test('is sent to the English page', async ({ page }) => {
      await page.goto('/zh/config/');
      await expect(page).toHaveURL('/config/');
    });
  });

  test.describe('a browser in a language the site does not have', () => {
    test.use({ firstVisit: true, locale: 'fr-FR' });
    test('stays where it is', async ({ page }) => {
      await page.goto('/zh/guide/start/');
      await expect(page.locator('h1')).toContainText('介绍');
      await expect(page).toHaveURL('/zh/guide/start/');
    });
  });

  test.describe('a crawler', () => {
    test.use({ firstVisit: true, locale: 'zh-CN', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    test('is never redirected and leaves no visited flag', async ({ page }) => {
      await page.goto('/guide/start/');
      await expect(page.locator('h1')).toContainText('Introduction');
      await expect(page).toHaveURL('/guide/start/');
      expect(await page.evaluate(() => localStorage.getItem('rspress-visited'))).toBeNull();
    });
  });
});

test.describe('a page whose data fails to load', () => {
  const ROUTE_CHUNK = /\/static\/js\/async\/route-[^/]+\.js$/;
  const failChunks = (page: import('@playwright/test').Page) => page.route(ROUTE_CHUNK, (route) => route.abort());
  const consoleErrors = (page: import('@playwright/test').Page) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'log') messages.push(message.text());
    });
    page.on('pageerror', (error) => messages.push(error.message));
    return messages;
  };

  test('is logged to the console, and the reader stays on the current page (link click)', async ({ page }) => {
    await page.goto('/guide/start/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const logged = consoleErrors(page);
    await failChunks(page);
    await page.locator('.rp-doc-layout__sidebar a').filter({ hasText: /^Profiling$/ }).click();
    await expect.poll(() => logged.join('\n')).toMatch(/Loading chunk .* failed/);
    await page.waitForTimeout(500);
    await expect(page).toHaveURL('/guide/start/');
    await expect(page.locator('.rspress-doc h1')).toContainText('Introduction');
    await expect(page.locator('.rp-nav')).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('is logged to the console; the navbar and sidebar stay usable (history navigation)', async ({ page }) => {
    await page.goto('/guide/start/');
    await page.waitForLoadState('networkidle');
    const logged = consoleErrors(page);
    await waitForHydration(page);
    await failChunks(page);
    await navigateInApp(page, '/guide/advanced/debug-mode');
    await expect.poll(() => logged.join('\n')).toMatch(/Loading chunk .* failed/);
    // No error message for the reader: the content area is left empty, the rest of the page works.
    await expect(page.locator('.rp-nav')).toBeVisible();
    await expect(page.locator('.rp-doc-layout__sidebar')).toBeVisible();
    await expect(page.locator('.rspress-doc')).not.toContainText(/error|failed/i);
    await page.unrouteAll();
    await page.locator('.rp-doc-layout__sidebar a').filter({ hasText: /^CLI$/ }).click();
    await expect(page.locator('.rspress-doc h1')).toContainText('CLI');
  });
});
