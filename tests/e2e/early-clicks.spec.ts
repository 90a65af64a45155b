// A click on a link while the page is still loading (issue #32 §8): on a phone-speed CPU, a reader who clicks a link
// further down the page, before or while it hydrates, must arrive where the link points. Rspress scrolled back to
// the top when the page hydrated, so the link moved away under the pointer (theme/ScrollAfterNav: useScrollReset).
// Each layout is clicked at three delays after DOMContentLoaded, rotated so that together they cover 0 to 1 s.
import { expect, test } from './utils/test';

/** One link per layout, far enough down that reaching it needs a scroll (at 1440 × 900). */
const LAYOUTS = [
  { layout: 'home', route: '/', link: 'a.rp-button--brand[href="/guide/start/quick-start"]' },
  { layout: 'doc', route: '/guide/start/quick-start', link: '.rp-doc a[href^="/"]:not(.rp-header-anchor) >> nth=-1' },
  { layout: 'config overview', route: '/config/', link: '.rp-overview-group__item__content__item__link >> nth=-1' },
  { layout: 'API overview', route: '/api/', link: '.rp-overview-group__item__content__item__link >> nth=-1' },
  { layout: '404', route: '/no-such-page', link: 'a[aria-label="go to home"]' },
] as const;
const DELAYS_MS = [0, 50, 100, 200, 300, 500, 700, 1000];
const CPU_SLOWDOWN = 4;

for (const [index, { layout, route, link }] of LAYOUTS.entries()) {
  const delays = [0, 3, 6].map((step) => DELAYS_MS[(index + step) % DELAYS_MS.length]);
  test(`${layout}: a link clicked ${delays.join(', ')} ms after DOMContentLoaded, CPU ${CPU_SLOWDOWN}× slower, arrives`, async ({
    page,
    context,
  }) => {
    test.slow();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    for (const delay of delays) {
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      const target = page.locator(link);
      const href = await target.getAttribute('href');
      const path = new URL(href ?? '', page.url()).pathname;
      if (delay > 0) await page.waitForTimeout(delay);
      await target.click();
      await expect(page, `clicked ${delay} ms after DOMContentLoaded`).toHaveURL((url) => url.pathname === path, { timeout: 15_000 });
      await expect(page.locator('h1').first()).toBeVisible();
    }
  });
}
