import type { Page } from '@playwright/test';

/**
 * Stops the page's fake clock where it is, so `page.clock.runFor(ms)` alone moves time on. Call
 * `page.clock.install()` before `page.goto`; until this call the installed clock ticks with real time, which lets
 * the page load and hydrate normally. It waits for React to have hydrated the page first: the app's scripts start
 * after the first frame (plugins/paintFirst.ts), and a paused clock would stop them.
 */
export async function pauseClock(page: Page) {
  await page.waitForFunction(() => {
    const app = document.querySelector('#__rspress_root > div');
    return !!app && Object.keys(app).some((key) => key.startsWith('__reactFiber'));
  });
  // A second ahead, so the target is not already in the past when the call arrives; no timer is pending then.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}
