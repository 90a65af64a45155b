import { routesOf, zh } from './utils/routes';
import { expect, test } from './utils/test';

const ORIGIN = 'https://rstest.rs';
const pages = routesOf('').flatMap((route) => [route, zh(route)]);
const english = (route: string) => route.replace(/^\/zh(?=\/)/, '');

for (const route of pages) {
  test(`${route} has absolute canonical/hreflang links and share tags`, async ({ request }) => {
    const html = await (await request.get(route)).text();
    const tag = (pattern: string) => new RegExp(pattern).exec(html)?.[1];
    expect(tag('<link rel="canonical" href="([^"]+)"')).toBe(ORIGIN + route);
    expect(tag('<link rel="alternate" hreflang="en" href="([^"]+)"')).toBe(ORIGIN + english(route));
    expect(tag('<link rel="alternate" hreflang="zh" href="([^"]+)"')).toBe(ORIGIN + zh(english(route)).replace(/^\/zh\/$/, '/zh/'));
    expect(tag('<link rel="alternate" hreflang="x-default" href="([^"]+)"')).toBe(ORIGIN + english(route));
    expect(tag('<meta name="description" content="([^"]+)"')?.length).toBeGreaterThan(20);
    expect(tag('<meta property="og:title" content="([^"]+)"')).toMatch(/Rstest/);
    expect(tag('<meta property="og:description" content="([^"]+)"')).toBeTruthy();
    expect(tag('<meta property="og:image" content="([^"]+)"')).toBe(`${ORIGIN}/og-image.png`);
    expect(tag('<meta name="twitter:card" content="([^"]+)"')).toBe('summary_large_image');
  });
}

test('sitemap.xml lists every page with its absolute URL', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/\.html$/, ''));
  for (const route of pages) expect(locations).toContain(ORIGIN + route);
});

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
});

test('llms.txt, llms-full.txt and a Markdown copy of each page exist for AI tools', async ({ request }) => {
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toMatch(/^# Rstest/);
  expect((await request.get('/llms-full.txt')).ok()).toBe(true);
  const markdown = await (await request.get('/guide/start/quick-start.md')).text();
  expect(markdown).toMatch(/^# /m);
  expect((await request.get('/og-image.png')).headers()['content-type']).toBe('image/png');
});

test('the note to AI agents is in the HTML of a Chinese page but not read out by screen readers', async ({ page }) => {
  await page.goto('/zh/guide/start/quick-start');
  const hint = page.locator('.rp-llms-hint');
  await expect(hint).toContainText('/zh/llms.txt');
  expect(await page.locator('body').ariaSnapshot()).not.toContain('For AI agents');
});

test('the 404 page is kept out of search engines (noindex), and pages are not', async ({ request }) => {
  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<meta name="robots" content="noindex">');
  expect(await (await request.get('/guide/start/quick-start')).text()).not.toContain('noindex');
});

test('each page declares its language on <html>', async ({ request }) => {
  for (const route of pages) {
    const lang = route.startsWith('/zh/') ? 'zh' : 'en';
    expect(await (await request.get(route)).text(), route).toContain(`<html lang="${lang}"`);
  }
});

test('every page has a title of its own in its language; the overviews name their section', async ({ request }) => {
  const titles = new Map<string, string>();
  for (const route of pages) {
    const html = await (await request.get(route)).text();
    titles.set(route, /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  }
  // Within a language: an option page has the same name in both languages.
  const langOf = (route: string) => (route.startsWith('/zh/') ? 'zh' : 'en');
  const shared = [...titles].filter(([route, title]) =>
    [...titles].some(([other, t]) => other !== route && t === title && langOf(other) === langOf(route)),
  );
  expect(shared).toEqual([]);
  expect(titles.get('/config/')).toBe('Config Overview - Rstest');
  expect(titles.get('/api/')).toBe('API Overview - Rstest');
  expect(titles.get('/zh/config/')).toBe('配置概览 - Rstest');
  expect(titles.get('/zh/api/')).toBe('API 概览 - Rstest');
});
