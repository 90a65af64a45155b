// No third-party runtime dependency: loading any page requests nothing from a host other than the site's own (no
// analytics, fonts, images or scripts from elsewhere). Only the reader's own actions reach the toolchain's assets
// host (SPEC §7: "the landing background image and logo come from a static assets host"): opening the cross-product
// menu, or scrolling the landing page's tool block into view, loads the tools' logos from there.
import type { BrowserContext } from '@playwright/test';
import { visit } from './utils/app';
import { routesOf, zh } from './utils/routes';
import { expect, test } from './utils/test';

const PAGES = [...routesOf('').flatMap((route) => [route, zh(route)]), '/no-such-page'];
const ASSETS_HOST = 'assets.rspack.rs';

/**
 * Records the requests to other hosts. On the context, so that requests of every page count, and before
 * utils/test's route handler aborts them (an aborted request is still reported).
 */
function recordOtherHosts(context: BrowserContext) {
  const requests: string[] = [];
  context.on('request', (request) => {
    const { protocol, hostname } = new URL(request.url());
    const own = !/^https?:$/.test(protocol) || hostname === '127.0.0.1' || hostname === 'localhost';
    if (!own) requests.push(request.url());
  });
  return requests;
}

for (const route of PAGES) {
  test(`${route} requests nothing from another host`, async ({ page, context }) => {
    const otherHosts = recordOtherHosts(context);
    await visit(page, route);
    // Idle, so that what loads once the page is idle (the search index) is in too.
    await page.waitForLoadState('networkidle');
    expect(otherHosts).toEqual([]);
  });
}

for (const home of ['/', '/zh/']) {
  test(`${home}: read to the end, only the tool block's logos come from elsewhere (the assets host)`, async ({
    page,
    context,
  }) => {
    const otherHosts = recordOtherHosts(context);
    await visit(page, home);
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
        scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
      }
    });
    await page.waitForLoadState('networkidle');
    expect(otherHosts.length).toBeGreaterThan(0);
    expect(otherHosts.filter((url) => new URL(url).hostname !== ASSETS_HOST)).toEqual([]);
    expect(otherHosts.every((url) => url.endsWith('-logo.svg'))).toBe(true);
  });
}
