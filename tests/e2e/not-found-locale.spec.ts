// Issue #32: an unknown Chinese path gets a Chinese 404 document, prerendered (zh/404.html, plugins/localeNotFound.ts)
// and served by scripts/serve.mjs, that hydrates as it was rendered: before, it got the English 404.html, which the
// browser rendered again in Chinese (React error #418). The extra page stays out of the sitemap and llms.txt.
// (The server's rule itself, on a site of its own, is tests/unit/serve.test.ts.)
import type { Page } from '@playwright/test';
import { visit } from './utils/app';
import { expect, test } from './utils/test';

/** React's hydration errors, which Rspress's hydrateRoot logs as warnings (onRecoverableError). */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (/recoverable error|Minified React error #41[89]/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

for (const [route, lang, heading, home] of [
  ['/zh/nope', 'zh', '页面未找到', '/zh/'],
  ['/zh/guide/no/such/page', 'zh', '页面未找到', '/zh/'],
  ['/nope', 'en', 'PAGE NOT FOUND', '/'],
] as const) {
  test(`${route}: a 404 document in ${lang} that hydrates unchanged`, async ({ page, request }) => {
    const response = await request.get(route);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(heading);
    const errors = hydrationErrors(page);
    await visit(page, route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('link', { name: 'go to home' })).toHaveAttribute('href', home);
    expect(errors).toEqual([]);
  });
}

test('the Chinese 404 page is in no page list', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect([...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, url]) => url).filter((url) => url.endsWith('/404'))).toEqual([]);
  expect(await (await request.get('/zh/llms.txt')).text()).not.toContain('/zh/404');
  expect(await (await request.get('/zh/llms-full.txt')).text()).not.toContain('/zh/404');
  expect((await request.get('/zh/404.md')).status()).toBe(404);
});
