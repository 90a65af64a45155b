// Search quality in the browser: the search panel of the built site shows the ranking of the engine, hit for hit.
// How good that ranking is (issue #19's targets: hit@7 and MRR of every reader query of search-queries.json and
// search-queries-heldout.json, per set and per category) is scored without a browser by
// tests/unit/search-quality.test.ts, on the same engine (search/engine.ts and hits.ts) over Rspress's own
// index documents; what only a browser can show is that the panel, which searches the prebuilt index in parts (in a
// worker, in slices, after its debounce), renders exactly the hits that engine ranks, in its order. Checked here on a
// fixed sample: the first query of each category and language of both sets (13 queries, both languages), each
// compared with the engine's hits over the very index this build serves. `npm run bench:search` types every query
// into the panel and prints the figures with latency.
import type { Page } from '@playwright/test';
import { LocalSearchEngine } from '../../search/engine';
import { toMatchItems } from '../../search/hits';
import { manifestUrl } from '../../search/prebuilt';
import type { SearchPage } from '../../search/types';
import { loadQueries, openSearchPanel, panelOrder, queryOpenPanel, TOP } from './search-harness.mjs';
import { expect, test } from './utils/test';

// This spec searches: the real index, not the empty one the other specs are served (utils/test.ts).
test.use({ realSearchIndex: true });

type Query = ReturnType<typeof loadQueries>[number];
const SETS = ['search-queries.json', 'search-queries-heldout.json'];

/** The first query of each category and language of each set, in file order. */
const SAMPLE: Query[] = SETS.flatMap((file) => {
  const seen = new Set<string>();
  return loadQueries(file).filter(({ category, lang }) => !seen.has(`${category}/${lang}`) && Boolean(seen.add(`${category}/${lang}`)));
});

/** Opens the panel on the home page of `lang` and returns the engine over Rspress's index that its manifest is made from. */
async function openPanelAndEngine(page: Page, baseURL: string | undefined, lang: 'en' | 'zh') {
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (new RegExp(`/static/search_index\\.${lang}\\.[0-9a-f]+\\.json$`).test(request.url())) manifests.push(request.url());
  });
  await openSearchPanel(page, baseURL, lang);
  // The manifest is named after Rspress's index of the language (search/prebuilt.ts), served next to it.
  expect(manifests.length, 'the manifest was fetched').toBeGreaterThan(0);
  const manifest = manifests[0];
  const rspressIndex = manifest.replace(/[0-9a-f]{2}\.json$/, '.json');
  expect(manifestUrl(rspressIndex), 'the manifest is named after the index it was made from').toBe(manifest);
  const response = await page.request.get(rspressIndex);
  expect(response.ok(), rspressIndex).toBe(true);
  return new LocalSearchEngine((await response.json()) as SearchPage[]);
}

test('the sample is small and covers every category and language of both query sets', () => {
  const groups = (queries: Query[]) => new Set(queries.map(({ category, lang }) => `${category}/${lang}`));
  // 13 today: 7 categories of the tuned set, 6 of the held-out set.
  expect(SAMPLE.length).toBeLessThanOrEqual(16);
  expect(groups(SAMPLE)).toEqual(new Set(SETS.flatMap((file) => [...groups(loadQueries(file))])));
});

for (const lang of ['en', 'zh'] as const) {
  const queries = SAMPLE.filter((query) => query.lang === lang);
  test(`${lang}: for ${queries.length} sample queries, the panel shows the engine's hits in the engine's order`, async ({ page, baseURL }) => {
    const engine = await openPanelAndEngine(page, baseURL, lang);
    const outcomes = await queryOpenPanel(page, lang, queries);
    expect(outcomes).toHaveLength(queries.length);
    let pagesCompared = 0;
    for (const { query, hits } of outcomes) {
      const ranked = panelOrder(toMatchItems(engine.search(query.query, TOP), query.query)).map((hit) => hit.link);
      expect(hits.map((hit) => decodeURIComponent(hit)), `"${query.query}" (${query.category}/${lang})`).toEqual(ranked);
      pagesCompared += new Set(ranked.map((link) => link.split('#')[0])).size;
    }
    // The comparison means something: the sample's hits span several pages per query.
    expect(pagesCompared).toBeGreaterThan(queries.length * 2);
  });
}
