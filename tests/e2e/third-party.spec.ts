// No third-party runtime dependency: loading a page requests nothing from a host other than the site's own (no
// analytics, fonts, images or scripts from elsewhere; a11y.spec.ts checks every page). Only the reader's own actions
// reach the toolchain's assets host (SPEC §7: "the landing background image and logo come from a static assets
// host"): opening the cross-product menu, or scrolling the landing page's tool block into view, loads the tools'
// logos from there.
import { recordOtherHosts, visit } from './utils/app';
import { expect, test } from './utils/test';

const ASSETS_HOST = 'assets.rspack.rs';

// Every page of the site is checked in a11y.spec.ts, which visits each one anyway; here the 404 page.
test('the 404 page requests nothing from another host', async ({ page, context }) => {
  const otherHosts = recordOtherHosts(context);
  await visit(page, '/no-such-page');
  // Idle, so that what loads once the page is idle (the search index) is in too.
  await page.waitForLoadState('networkidle');
  expect(otherHosts).toEqual([]);
});

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
