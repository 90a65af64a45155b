import { afterEach, beforeEach, describe, expect, rs, test } from '@rstest/core';
import { partUrl, prebuildIndex } from '../../search/prebuilt';
import { FETCH_ERROR, Searcher } from '../../search/searcher';
import type { SearchPage } from '../../search/types';

// In the site, the URL is that of the manifest of our prebuilt index (search/indexUrl.ts, prebuilt.ts),
// next to Rspress's index. The engine is loaded once per index URL for the whole page, so
// each test has an index of its own (another hash).
let hash = 0;
let indexUrl = (lang: string) => `/static/search_index.${lang}.${hash}01.json`;

const index: SearchPage[] = [
  {
    routePath: '/config/test/retry',
    title: 'retry',
    content: 'How many times a failing test runs again.',
    toc: [],
    lang: 'en',
  },
  {
    routePath: '/config/test/bail',
    title: 'bail',
    content: 'Stops the run after a number of failing tests.',
    toc: [],
    lang: 'en',
  },
];
const options = { currentLang: 'en', currentVersion: '', indexName: 'Rstest' };
const items = (result: Awaited<ReturnType<Searcher['match']>>) =>
  result.flatMap((group) => group.result as { link: string }[]).map((item) => item.link);

let fetchIndex: ReturnType<typeof rs.fn>;
/** The URLs fetched so far. */
const fetched = () => fetchIndex.mock.calls.map(([url]) => url as string);
beforeEach(() => {
  const testHash = (hash += 1);
  indexUrl = (lang: string) => `/static/search_index.${lang}.${testHash}01.json`;
  const files = new Map([...prebuildIndex(index)].map(([part, text]) => [part === 'manifest' ? indexUrl('en') : partUrl(indexUrl('en'), part), text]));
  fetchIndex = rs.fn(async (url: string) => (files.has(url) ? new Response(files.get(url)) : new Response('', { status: 404 })));
  rs.stubGlobal('fetch', fetchIndex);
});
afterEach(() => {
  rs.unstubAllGlobals();
  rs.restoreAllMocks();
});

describe('Searcher (what the search panel talks to)', () => {
  test('fetches the index of the language once and answers in the panel\'s format', async () => {
    const searcher = new Searcher(options, indexUrl);
    // The panel asks for an idle-time load on mount and for a load when it opens: one fetch serves both.
    await Promise.all([searcher.fetchSearchIndex(), searcher.init()]);
    const result = await searcher.match('retry');
    expect(result[0]).toMatchObject({ group: 'Rstest', renderType: 'default' });
    expect(items(result)).toContain('/config/test/retry');
    await searcher.match('failing');
    expect(fetched().filter((url) => url === indexUrl('en'))).toHaveLength(1);
  });

  test('a query fetches the shards of its words, and the text of the pages whose passages it shows, each once', async () => {
    const searcher = new Searcher(options, indexUrl);
    await searcher.init();
    expect(fetched()).toEqual([indexUrl('en')]);
    const texts = () => fetched().filter((url) => /\.p\d+\.json$/.test(url));
    // `retry` is the title of one page: a title hit needs no text.
    expect(items(await searcher.match('retry'))).toEqual(['/config/test/retry']);
    expect(fetched().some((url) => /\.t\d+\.json$/.test(url))).toBe(true);
    expect(texts()).toEqual([]);
    // `again` is in that page's text only: its passage is shown, the other page's text is not fetched.
    expect(items(await searcher.match('again'))).toEqual(['/config/test/retry']);
    expect(texts()).toEqual([partUrl(indexUrl('en'), 'p0')]);
    // `agian` is a typo of a word already fetched, on a page already fetched: nothing more to fetch.
    const before = fetched();
    expect(items(await searcher.match('agian'))).toEqual(['/config/test/retry']);
    expect(fetched()).toEqual(before);
    expect(new Set(before).size).toBe(before.length);
  });

  test('searching ahead fetches the shards of what is typed; a search in progress is shared with the panel', async () => {
    const ahead = new Searcher(options, indexUrl);
    ahead.searchAhead('again');
    await expect.poll(() => fetched().filter((url) => /\.t\d+\.json$/.test(url)).length).toBeGreaterThan(0);
    expect(fetched().filter((url) => /\.p\d+\.json$/.test(url))).toEqual([]);
    // The reader paused: the search runs ahead, and the panel, asking for the same query, gets that search.
    const running = ahead.match('again');
    const result = await new Searcher(options, indexUrl).match('again');
    expect(items(result)).toEqual(['/config/test/retry']);
    expect(await running).toBe(result);
    expect(fetched().filter((url) => url === partUrl(indexUrl('en'), 'p0'))).toHaveLength(1);
  });

  test('an index served as a list of pages (Rspress\'s own form) is indexed in the browser', async () => {
    rs.stubGlobal('fetch', rs.fn(async () => new Response(JSON.stringify(index))));
    const searcher = new Searcher(options, indexUrl);
    expect(items(await searcher.match('bail'))).toEqual(['/config/test/bail']);
  });

  test('a part of the index that cannot be fetched logs the fetch error, finds nothing, and is fetched again next time', async () => {
    const error = rs.spyOn(console, 'error').mockImplementation(() => {});
    const serve = fetchIndex.getMockImplementation() as (url: string) => Promise<Response>;
    let failing = true;
    fetchIndex.mockImplementation(async (url: string) => (failing && /\.t\d+\.json$/.test(url) ? new Response('', { status: 503 }) : serve(url)));
    const searcher = new Searcher(options, indexUrl);
    expect(items(await searcher.match('bail'))).toEqual([]);
    expect(error).toHaveBeenCalledWith(FETCH_ERROR);
    failing = false;
    // A failed query's empty result is not kept.
    expect(items(await searcher.match('bail'))).toEqual(['/config/test/bail']);
  });

  test('searchers of the same index share it: the one that loads it while the page is idle, then the panel\'s', async () => {
    await new Searcher(options, indexUrl).fetchSearchIndex();
    const panel = new Searcher(options, indexUrl);
    await panel.init();
    expect(items(await panel.match('retry'))).toContain('/config/test/retry');
    expect(fetched().filter((url) => url === indexUrl('en'))).toHaveLength(1);
  });

  test('an empty query is ignored', async () => {
    const searcher = new Searcher(options, indexUrl);
    expect(items(await searcher.match('   '))).toEqual([]);
    expect(fetchIndex).not.toHaveBeenCalled();
  });

  test('keeps the results of the last 100 queries', async () => {
    const searcher = new Searcher(options, indexUrl);
    const first = await searcher.match('retry');
    expect(await searcher.match('retry')).toBe(first);
    for (let i = 0; i < 100; i++) await searcher.match(`query ${i}`);
    expect(await searcher.match('retry')).not.toBe(first);
  });

  test.each([
    ['a non-OK response', async () => new Response('', { status: 500 })],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s logs the fetch error and yields an empty list', async (_, failingFetch) => {
    rs.stubGlobal('fetch', rs.fn(failingFetch));
    const error = rs.spyOn(console, 'error').mockImplementation(() => {});
    const searcher = new Searcher(options, indexUrl);
    await expect(searcher.init()).resolves.toBeUndefined();
    expect(items(await searcher.match('retry'))).toEqual([]);
    expect(error).toHaveBeenCalledWith(FETCH_ERROR);
    expect(FETCH_ERROR).toBe('Failed to fetch search index, please reload the page and try again.');
  });
});
