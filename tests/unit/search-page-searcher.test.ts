import { afterEach, beforeEach, describe, expect, rs, test } from '@rstest/core';
import { FETCH_ERROR, Searcher } from '../../theme/SearchEngine/searcher';
import type { SearchPage } from '../../theme/SearchEngine/types';

// In the site, Rspress gives the URL (it knows the content hashes). The engine is loaded once per index URL for the
// whole page, so each test has an index of its own (another hash).
let hash = 0;
let indexUrl = (lang: string) => `/static/search_index.${lang}.${hash}.json`;

const index: SearchPage[] = [
  {
    routePath: '/config/test/retry',
    title: 'retry',
    content: 'How many times a failing test runs again.',
    toc: [],
    lang: 'en',
  },
];
const options = { currentLang: 'en', currentVersion: '', indexName: 'Rstest' };
const items = (result: Awaited<ReturnType<Searcher['match']>>) =>
  result.flatMap((group) => group.result as { link: string }[]).map((item) => item.link);

let fetchIndex: ReturnType<typeof rs.fn>;
beforeEach(() => {
  const testHash = (hash += 1);
  indexUrl = (lang: string) => `/static/search_index.${lang}.${testHash}.json`;
  fetchIndex = rs.fn(async () => new Response(JSON.stringify(index)));
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
    expect(fetchIndex).toHaveBeenCalledTimes(1);
    expect(fetchIndex).toHaveBeenCalledWith(indexUrl('en'));
  });

  test('searchers of the same index share it: the one that loads it while the page is idle, then the panel\'s', async () => {
    await new Searcher(options, indexUrl).fetchSearchIndex();
    const panel = new Searcher(options, indexUrl);
    await panel.init();
    expect(items(await panel.match('retry'))).toContain('/config/test/retry');
    expect(fetchIndex).toHaveBeenCalledTimes(1);
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
