// No third-party runtime dependency: loading a page requests nothing from a host other than the site's own (no
// analytics, fonts, images or scripts from elsewhere; a11y.spec.ts checks every page). The home page is read to the
// end here too, and its product menu opened: the tools' logos, which load only then, are files of this site
// (docs/public/tools/, issue #32 §10), not the toolchain's assets host.
import { MENU_LINKS } from '../../site/tools';
import { recordOtherHosts, visit } from './utils/app';
import { expect, test } from './utils/test';

// Every page of the site is checked in a11y.spec.ts, which visits each one anyway; here the 404 page.
test('the 404 page requests nothing from another host', async ({ page, context }) => {
  const otherHosts = recordOtherHosts(context);
  await visit(page, '/no-such-page');
  // Idle, so that what loads once the page is idle (the search index) is in too.
  await page.waitForLoadState('networkidle');
  expect(otherHosts).toEqual([]);
});

for (const home of ['/', '/zh/']) {
  test(`${home}: read to the end and its product menu opened, it requests nothing from another host`, async ({
    page,
    context,
  }) => {
    const otherHosts = recordOtherHosts(context);
    const logos: string[] = [];
    page.on('requestfinished', (request) => {
      const { pathname } = new URL(request.url());
      if (MENU_LINKS.some((link) => link.logo === pathname)) logos.push(pathname);
    });
    await visit(page, home);
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
        scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
      }
    });
    await page.locator('.rp-nav .rs-product-menu__trigger').click();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.rs-tool-logo[data-state="loaded"]')).toHaveCount(6 + MENU_LINKS.length);
    // Every logo came from this site (the tool block's and the menu's share their files).
    expect([...new Set(logos)].sort()).toEqual(MENU_LINKS.map((link) => link.logo).sort());
    expect(otherHosts).toEqual([]);
  });
}
