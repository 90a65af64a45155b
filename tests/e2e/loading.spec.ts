// plugins/paintFirst.ts: the prerendered page is painted first; a loader at the end of the body requests the app's
// scripts after the first frame and runs them in order, and the page then hydrates.
import { visit } from './utils/app';
import { expect, test } from './utils/test';

for (const route of ['/', '/zh/', '/guide/start/quick-start']) {
  test(`${route} loads its scripts after the first frame, then becomes interactive`, async ({ page, request }) => {
    const html = await (await request.get(route)).text();
    const sources: string[] = JSON.parse(html.match(/\(function\(sources\)[^<]*\)\((\[[^\]]*\])\)<\/script>/)?.[1] ?? '[]');
    // React, the router, the theme and the entry.
    expect(sources.length).toBeGreaterThanOrEqual(4);
    // The loader names them; no script tag or preload does, so nothing fetches or runs them before the first frame.
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    for (const source of sources) expect(html.split(source).length - 1, source).toBe(1);

    const requested: string[] = [];
    page.on('request', (req) => requested.push(new URL(req.url()).pathname));
    await visit(page, route);
    expect(requested).toEqual(expect.arrayContaining(sources));
    // Interactive: the search panel opens from the navbar button, which only the hydrated app handles.
    await page.locator('.rp-search-button').first().click();
    await expect(page.locator('.rp-search-panel__input')).toBeFocused();
  });
}
