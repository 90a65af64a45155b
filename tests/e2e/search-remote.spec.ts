// Remote search mode (SPEC-COVERAGE M1–M4, E2): a site built with the real config (rspress.config.ts: its plugins,
// theme and environment switches) and RSTEST_DOCS_SEARCH_ENDPOINT and RSTEST_DOCS_SEARCH_INDEXES asks a search
// service, here a small HTTP endpoint on loopback. What the panel shows comes from the endpoint, not from the site's
// pages, so the site is the real config over the few pages of the bilingual fixture (tests/e2e/fixtures/i18n-site):
// a build of seconds, not of the whole site.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { realConfigOver, type ServedSite, startSite } from './utils/build-site';
import { openSearch, searchFor } from './utils/search';
import { expect, test } from './utils/test';

// This spec searches: the real index, not the empty one the other specs are served (utils/test.ts).
test.use({ realSearchIndex: true });

/** The endpoint's usual port: the site is built with its URL, so a fixed port lets the build be reused. */
const ENDPOINT_PORT = 4199;
const INDEXES = ['rstest', 'rspack'];
/** A page of the fixture site (a doc page, with the navbar's search button) to search from; `/zh` + it in Chinese. */
const PAGE = '/current';

/** Pages the service knows, per index; a query finds those whose text contains it. */
const PAGES: Record<string, { routePath: string; title: string; content: string; heading: [string, string] }[]> = {
  rstest: [
    {
      routePath: '/api/rstest/mockFunctions',
      title: 'Mock functions',
      content: 'rstest.fn\nrstest.fn creates a mock function that records every call.',
      heading: ['rstestfn', 'rstest.fn'],
    },
  ],
  rspack: [
    {
      routePath: '/config/build/tools',
      title: 'tools',
      content: 'tools.rspack\nChange the Rspack config, for example to mock a module with an alias.',
      heading: ['toolsrspack', 'tools.rspack'],
    },
  ],
};

let site: ServedSite;
let endpoint: Server;
const requests: URLSearchParams[] = [];

function answer(params: URLSearchParams) {
  const keyword = (params.get('keyword') ?? '').toLowerCase();
  const lang = params.get('lang') ?? 'en';
  const prefix = lang === 'en' ? '' : `/${lang}`;
  return (params.get('searchIndexes') ?? '').split(',').map((index) => ({
    index,
    hits: (PAGES[index] ?? [])
      .filter((page) => page.content.toLowerCase().includes(keyword))
      .map(({ routePath, title, content, heading: [id, text] }) => ({
        routePath: `${prefix}${routePath}`,
        title,
        content,
        toc: [{ id, text, depth: 2, charIndex: 0 }],
        lang,
      })),
  }));
}

async function listen(server: Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  endpoint = createServer((request, response) => {
    const params = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams;
    requests.push(params);
    const headers = { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' };
    if (params.get('keyword')?.includes('fail')) {
      response.writeHead(500, headers).end('{"error":"boom"}');
      return;
    }
    response.writeHead(200, headers).end(JSON.stringify(answer(params)));
  });
  // Another run may hold the usual port: then any free one, at the cost of a fresh build.
  const port = await listen(endpoint, ENDPOINT_PORT).catch(() => listen(endpoint, 0));
  site = await startSite(realConfigOver('i18n-site'), {
    RSTEST_DOCS_SEARCH_ENDPOINT: `http://127.0.0.1:${port}/search`,
    RSTEST_DOCS_SEARCH_INDEXES: INDEXES.join(','),
  });
});

test.afterAll(async () => {
  await site?.close();
  await new Promise((resolve) => endpoint?.close(resolve));
});

const tabs = (page: Page) => page.locator('.rp-search-panel__tabs .rp-tabs__label__item');
const hitPaths = (page: Page) =>
  page.locator('.rp-suggest-item__link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));

test('sends keyword, limit, searchIndexes and lang, and shows each returned group under its index name', async ({ page }) => {
  await page.goto(site.url(PAGE));
  await searchFor(page, 'mock');
  const sent = requests.at(-1);
  expect(Object.fromEntries(sent ?? [])).toEqual({ keyword: 'mock', limit: '7', searchIndexes: 'rstest,rspack', lang: 'en' });
  await expect(tabs(page)).toHaveText(INDEXES);
  await expect.poll(() => hitPaths(page)).toContain('/api/rstest/mockFunctions');
  await tabs(page).filter({ hasText: 'rspack' }).click();
  await expect.poll(() => hitPaths(page)).toEqual(expect.arrayContaining(['/config/build/tools']));
  expect(await hitPaths(page)).not.toContain('/api/rstest/mockFunctions');
});

test('asks in the language of the page', async ({ page }) => {
  await page.goto(site.url(`/zh${PAGE}`));
  await searchFor(page, 'mock');
  expect(requests.at(-1)?.get('lang')).toBe('zh');
  await expect.poll(() => hitPaths(page)).toContain('/zh/api/rstest/mockFunctions');
});

for (const [failure, setUp] of [
  ['an error status', async () => {}],
  ['a network error', (page: Page) => page.route(/\/search\?/, (route) => route.abort('connectionrefused'))],
] as const) {
  test(`a request that fails with ${failure} logs an error and shows no results`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    await setUp(page);
    await page.goto(site.url(PAGE));
    await openSearch(page);
    const hits = await searchFor(page, 'fail mock');
    expect(hits).toEqual([]);
    await expect(page.locator('.rp-no-search-result')).toBeVisible();
    expect(errors.some((error) => error.startsWith('Remote search failed'))).toBe(true);
    expect(errors.filter((error) => error.startsWith('page error'))).toEqual([]);
  });
}
