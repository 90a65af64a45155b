// What our search engine adds behind Rspress's search panel: ranking and highlights, statements, the no-results and
// fetch-failure behaviour, and lazy loading (SPEC-COVERAGE S7, V2, E1, E4, C5). The panel's keyboard and mouse
// behaviours are Rspress's own and are tested elsewhere.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { runQuery } from './search-harness.mjs';
import { visit } from './utils/app';
import { openSearch } from './utils/search';
import { test } from './utils/test';

const BUILT_STATIC = path.resolve(import.meta.dirname, '../../doc_build/static');

// This spec searches: the real index, not the empty one the other specs are served (utils/test.ts).
test.use({ realSearchIndex: true });

/** A string that only the lazily loaded search code contains (the stop-word list). */
const LAZY_CODE_MARKER = 'how to do does';
const INDEX = /\/static\/search_index\.(en|zh)\.[0-9a-f]+\.json$/;

async function search(page: Page, query: string) {
  const input = page.locator('.rp-search-panel__input');
  if (!(await input.isVisible())) await openSearch(page);
  return runQuery(page, query);
}

test('an API name finds its own heading first, highlighted', async ({ page }) => {
  await page.goto('/');
  const { hits } = await search(page, 'advanceTimersByTime');
  expect(hits[0]).toMatch(/^\/api\/rstest\/fakeTimers#.*advancetimersbytime$/);
  await expect(page.locator('.rp-suggest-item').first().locator('.rp-suggest-item__mark').first()).toHaveText(
    'advanceTimersByTime',
  );
});

test('a phrase matches its words in any order, and statements are cut to about 100 characters', async ({ page }) => {
  await page.goto('/');
  const { hits } = await search(page, 'function mock');
  expect(hits[0]).toMatch(/^\/api\/rstest\/mockFunctions/);
  const statements = await page.locator('.rp-suggest-item__statement').allTextContents();
  expect(statements.length).toBeGreaterThan(0);
  for (const statement of statements) expect(statement.length).toBeLessThanOrEqual(100);
});

test('a Chinese query finds pages in the Chinese index', async ({ page }) => {
  await page.goto('/zh/');
  const { hits } = await search(page, '假定时器 advanceTimersByTime');
  expect(hits[0]).toMatch(/^\/zh\/api\/rstest\/fakeTimers/);
});

for (const [home, noResults, suggestion] of [
  ['/', 'No results for "xyzzy qwxzv"', 'Please try again with a different keyword'],
  ['/zh/', '没有找到匹配的结果 "xyzzy qwxzv"', '请换个关键词再试一次'],
] as const) {
  test(`a query without match says so (${home})`, async ({ page }) => {
    await page.goto(home);
    const { hits } = await search(page, 'xyzzy qwxzv');
    expect(hits).toEqual([]);
    await expect(page.locator('.rp-no-search-result__text')).toHaveText(noResults);
    await expect(page.locator('.rp-no-search-result__suggestion')).toHaveText(suggestion);
  });
}

test('an empty query is ignored', async ({ page }) => {
  await page.goto('/');
  await search(page, 'retry');
  await page.locator('.rp-search-panel__input').fill('');
  await expect(page.locator('.rp-search-panel__results')).toHaveCount(0);
  await expect(page.locator('.rp-no-search-result')).toHaveCount(0);
});

test('a failed index fetch logs the error and leaves an empty result list', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  await page.route(INDEX, (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/');
  const { hits } = await search(page, 'retry');
  expect(hits).toEqual([]);
  await expect(page.locator('.rp-no-search-result__text')).toContainText('No results for');
  expect(errors).toContain('Failed to fetch search index, please reload the page and try again.');
  expect(errors.filter((error) => error.startsWith('page error'))).toEqual([]);
});

/** A rule of the search panel's own stylesheets (not one that only names the panel, as the hero's stars do). */
const PANEL_RULE = /(^|[{}])\.rp-search-panel__modal\{/m;

test('a first visit that does not search fetches no search code and no index; the reader about to search does', async ({
  page,
  request,
}) => {
  const loaded: string[] = [];
  page.on('response', (response) => loaded.push(new URL(response.url()).pathname));
  const searchFiles = () => loaded.filter((path) => INDEX.test(path) || /\/search-engine\.[0-9a-f]+\.js$/.test(path));
  await visit(page, '/');
  // First-load JS: the scripts the HTML names.
  const html = await (await request.get('/')).text();
  // The first-load scripts, which the loader at the end of the body runs once the page has painted (plugins/paintFirst.ts).
  const loader = html.match(/\(function\(sources\)[^<]*\)\((\[[^\]]*\])\)<\/script>/);
  const scripts: string[] = JSON.parse(loader?.[1] ?? '[]');
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(await (await request.get(script)).text()).not.toContain(LAZY_CODE_MARKER);
  // Nor the panel's stylesheets in the page's own (plugins/lazyPanelStyles.ts).
  const stylesheets = [...html.matchAll(/<link href="([^"]+\.css)" rel="stylesheet">/g)].map(([, href]) => href);
  expect(stylesheets.length).toBeGreaterThan(0);
  for (const sheet of stylesheets) expect(await (await request.get(sheet)).text()).not.toMatch(PANEL_RULE);
  // Idle, hydrated, and still nothing of the search (issue #19).
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  await page.waitForTimeout(500);
  expect(searchFiles()).toEqual([]);
  // The pointer on the search button: the index of the page's language and the search code come in.
  const loadedBefore = loaded.length;
  await page.locator('.rp-search-button').first().hover();
  await expect.poll(() => searchFiles().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  const languages = searchFiles().filter((path) => INDEX.test(path)).map((path) => INDEX.exec(path)?.[1]);
  expect([...new Set(languages)]).toEqual(['en']);
  // The panel's and the engine's scripts, compiled as they stream in, since the first query runs them at once
  // (plugins/compileHints.ts).
  await page.locator('.rp-search-button').first().click();
  await expect(page.locator('.rp-search-panel__input')).toBeVisible();
  const searchScripts = loaded.slice(loadedBefore).filter((path) => path.endsWith('.js'));
  expect(searchScripts.length).toBeGreaterThanOrEqual(3);
  for (const script of searchScripts) expect(await (await request.get(script)).text(), script).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
  // The panel's stylesheet came with it.
  const panelSheets = loaded.slice(loadedBefore).filter((path) => path.endsWith('.css'));
  expect(panelSheets).toHaveLength(1);
  expect(await (await request.get(panelSheets[0])).text()).toMatch(PANEL_RULE);
});

test('a search fetches the manifest, the shards of its words and the shown pages\' text, never the whole index', async ({ page }) => {
  const fetched: { path: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/search_index.')) fetched.push({ path: pathname, bytes: (await request.sizes()).responseBodySize });
  });
  await visit(page, '/');
  const { hits } = await search(page, 'useFakeTimers');
  expect(hits[0]).toMatch(/^\/api\/rstest\/fakeTimers/);
  const paths = fetched.map(({ path }) => path);
  // The manifest (named as Rspress names an index, with the format after its hash); the panel's prefetch of it is
  // answered from the cache.
  const manifests = [...new Set(paths.filter((path) => INDEX.test(path)))];
  expect(manifests).toHaveLength(1);
  expect(manifests[0]).toMatch(/\.[0-9a-f]+01\.json$/);
  expect(paths.filter((path) => /\.t\d+\.json$/.test(path)).length).toBeGreaterThan(0);
  expect(paths.filter((path) => /\.p\d+\.json$/.test(path)).length).toBeLessThanOrEqual(7);
  expect(paths.filter((path) => !/01(\.[tp]\d+)?\.json$/.test(path))).toEqual([]);
  // Less than half of Rspress's whole index of the pages as the server would send it (gzip; the manifest grows with the pages).
  const total = fetched.reduce((sum, { bytes }) => sum + Math.max(0, bytes), 0);
  const whole = readdirSync(BUILT_STATIC).find((name) => /^search_index\.en\.[0-9a-f]{8}\.json$/.test(name)) as string;
  expect(total).toBeLessThan(gzipSync(readFileSync(path.join(BUILT_STATIC, whole))).length / 2);
  // The page itself fetched the manifest only: shards and texts came through the worker (search/parts.ts).
  const fetchedByPage = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(fetchedByPage.filter((url) => INDEX.test(new URL(url).pathname))).not.toEqual([]);
  expect(fetchedByPage.filter((url) => /\.[tp]\d+\.json$/.test(url))).toEqual([]);
});

test('a shard that cannot be fetched logs the error and finds nothing; the next search fetches it again', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.context().route(/\/static\/search_index\.en\.[0-9a-f]+\.t\d+\.json$/, (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/');
  expect((await search(page, 'useFakeTimers')).hits).toEqual([]);
  expect(errors).toContain('Failed to fetch search index, please reload the page and try again.');
  await page.context().unrouteAll();
  expect((await search(page, 'advanceTimersByTime')).hits[0]).toMatch(/^\/api\/rstest\/fakeTimers/);
});
