// Links and the progress bar: link preload progress bar delay 200 ms, hash scroll delay 100 ms, progress bar
// constants (minimum 0.08, speed 200 ms, trickle 0.02 every 800 ms) (SPEC-COVERAGE O8, L1–L7, C18, C19, C22, C25).
import type { Page } from '@playwright/test';
import { navigateInApp, visit } from './utils/app';
import { pauseClock } from './utils/clock';
import { expect, test } from './utils/test';

const ROUTE_CHUNK = /\/static\/js\/async\/route-[^/]+\.js$/;
const sidebarLink = (page: Page, text: string) =>
  page.locator('.rp-doc-layout__sidebar a').filter({ hasText: new RegExp(`^${text}$`) });

/** Marks the window, so a later check can tell whether the page was reloaded. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }));
const stillSameWindow = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

/** Route chunks requested from now on. */
function chunkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (ROUTE_CHUNK.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test('an internal link navigates without reloading the page', async ({ page }) => {
  await visit(page, '/guide/start/');
  await markWindow(page);
  await sidebarLink(page, 'Quick Start').click();
  await expect(page).toHaveURL('/guide/start/quick-start');
  await expect(page.locator('h1')).toContainText('Quick Start');
  expect(await stillSameWindow(page)).toBe(true);
});

test("hovering an internal link preloads its page's chunk", async ({ page }) => {
  await visit(page, '/guide/start/');
  await page.waitForLoadState('networkidle');
  const requested = chunkRequests(page);
  await sidebarLink(page, 'Profiling').hover();
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  const afterHover = requested.length;
  await sidebarLink(page, 'Profiling').click();
  await expect(page.locator('h1')).toContainText('Profiling');
  // The click found the page already loaded.
  expect(requested.length).toBe(afterHover);
});

test.describe('slow page loads', () => {
  test('show a progress bar after 200 ms that starts at 8%, moves by 200 ms steps and trickles every 800 ms', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/guide/start/');
    await page.waitForLoadState('networkidle');
    // Hold the next page's chunk until the test lets it through.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(ROUTE_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    await pauseClock(page);
    await sidebarLink(page, 'Debug mode').click();

    const progress = page.locator('#nprogress');
    const bar = progress.locator('.bar');
    await page.clock.runFor(190);
    await expect(progress).toHaveCount(0);
    await page.clock.runFor(20);
    await expect(bar).toBeAttached();
    const position = () => bar.evaluate((element: HTMLElement) => element.style.transform);
    expect(await position()).toBe('translate3d(-92%, 0px, 0px)');
    expect(await bar.evaluate((element: HTMLElement) => element.style.transitionDuration)).toMatch(/^(200ms|0\.2s)$/);

    await page.clock.runFor(800);
    const percent = Number((await position()).match(/translate3d\((-?[\d.]+)%/)?.[1]);
    expect(percent).toBeGreaterThan(-92);
    expect(percent).toBeLessThanOrEqual(-90);

    release();
    await expect(page.locator('h1')).toContainText('Debug mode');
    await page.clock.runFor(1000);
    await expect(progress).toHaveCount(0);
  });

  test('no progress bar when the page is ready within 200 ms', async ({ page }) => {
    await visit(page, '/guide/start/');
    // Hovering loads the page's chunk, so the click finds it ready.
    await sidebarLink(page, 'CLI').hover();
    await page.waitForLoadState('networkidle');
    const appeared = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const observer = new MutationObserver(() => {
            if (document.getElementById('nprogress')) resolve(true);
          });
          observer.observe(document.body, { childList: true });
          setTimeout(() => resolve(false), 1500);
        }),
    );
    await sidebarLink(page, 'CLI').click();
    await expect(page.locator('h1')).toContainText('CLI');
    expect(await appeared).toBe(false);
  });
});

test('external links open in a new tab without access to this page', async ({ page }) => {
  await visit(page, '/guide/start/');
  const external = page.locator('.rspress-doc a[href^="https://"]');
  expect(await external.count()).toBeGreaterThan(0);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  // Internal links stay in the tab.
  await expect(page.locator('.rspress-doc a[href="/guide/start/quick-start"]').first()).not.toHaveAttribute('target', '_blank');
});

test.describe('hash links', () => {
  test('an outline link stays on the page and scrolls to its heading', async ({ page }) => {
    await visit(page, '/guide/start/');
    await markWindow(page);
    const entry = page.locator('.rp-doc-layout__outline a.rp-toc-item').filter({ hasText: 'Why Rstest' });
    await entry.click();
    await expect(page).toHaveURL('/guide/start/#why-rstest');
    await expect.poll(() => page.locator('#why-rstest').evaluate((heading) => Math.round(heading.getBoundingClientRect().top))).toBeLessThan(150);
    expect(await stillSameWindow(page)).toBe(true);
  });

  test('after navigating to another page, the scroll to its hash waits 100 ms', async ({ page }) => {
    // A section heading of the CLI page far below the top (after the commands), with enough of the page below it
    // to be scrolled to the top (the last one, the short pointer to the CLI options page, is too near the end).
    const cliHtml = await (await page.request.get('/guide/basic/cli')).text();
    const id = 'filters';
    expect([...cliHtml.matchAll(/<h2 [^>]*id="([^"]+)"/g)].map((match) => match[1])).toContain(id);
    await page.clock.install();
    await visit(page, '/guide/start/');
    await page.waitForLoadState('networkidle');
    await pauseClock(page);
    // A client-side navigation, as the history buttons make it.
    await navigateInApp(page, `/guide/basic/cli#${id}`);
    await expect(page.locator('.rspress-doc h1')).toContainText('CLI');
    await page.clock.runFor(90);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.clock.runFor(20);
    await expect
      .poll(() => page.locator(`[id="${id}"]`).evaluate((heading) => Math.round(heading.getBoundingClientRect().top)))
      .toBeLessThan(150);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('an unresolved hash target is ignored: no error, no scroll jump', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/guide/start/#no-such-heading');
    await expect(page.locator('h1')).toContainText('Introduction');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 400));
    await page.evaluate(() => {
      window.location.hash = '#still-no-such-heading';
    });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(400);
    await page.evaluate(() => {
      window.location.hash = '#%E0%A4%A'; // malformed percent-encoding
    });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(400);
    expect(errors).toEqual([]);
  });
});

test('page titles are joined to the site title with " - "', async ({ page }) => {
  await visit(page, '/guide/start/quick-start');
  await expect(page).toHaveTitle('Quick Start - Rstest');
  await sidebarLink(page, 'CLI').click();
  await expect(page).toHaveTitle('CLI - Rstest');
});
