/**
 * Search quality against issue #19's targets, scored on the engine the search panel runs, without a browser: the
 * reader queries of tests/e2e/search-queries.json must find a right page in the top 7 for at least 97% of queries
 * overall and 90% in each category; the held-out queries of search-queries-heldout.json (synonyms, compounds,
 * questions, written before the search was tuned for them) are scored apart and must reach 95% (and 90% per
 * category); and over both sets, the mean reciprocal rank of the first right hit must reach 0.95.
 *
 * A query's hits are the panel's: the engine's matches (search/engine.ts, limit 7) made into hits by
 * search/hits.ts and put in the order the panel shows them, over Rspress's own index documents of the
 * docs as they are (utils/rspress-index.ts). That the panel of the built site shows this very ranking is checked in
 * a browser on a sample of the queries (tests/e2e/search-quality.spec.ts); that the prebuilt index the browser
 * fetches answers as this engine does, for every query, by search-prebuilt.test.ts. `npm run bench:search` types
 * every query into the real panel and prints the figures with latency.
 */
import { describe, expect, test } from '@rstest/core';
import siteConfig from '../../rspress.config';
import { LocalSearchEngine } from '../../search/engine';
import { toMatchItems } from '../../search/hits';
import type { SearchPage } from '../../search/types';
import { groupBy, loadQueries, panelOrder, rankOf, report, summarize, TOP } from '../e2e/search-harness.mjs';
import { rspressSearchIndexes } from './utils/rspress-index';

const OVERALL_MIN = 0.97;
const CATEGORY_MIN = 0.9;
const HELD_OUT_MIN = 0.95;
const MRR_MIN = 0.95;

/** Rspress's search index of each language, as `rspress build` would write it now (a few seconds). */
const INDEXES = await rspressSearchIndexes(siteConfig);
const engines = new Map(INDEXES.map((index) => [index.lang, new LocalSearchEngine(index.pages as SearchPage[])]));

type Query = ReturnType<typeof loadQueries>[number];

/** The links the panel would show for `query`, in its order. */
function panelHits({ lang, query }: Query): string[] {
  const engine = engines.get(lang);
  if (!engine) throw new Error(`No search index for ${lang}`);
  return panelOrder(toMatchItems(engine.search(query, TOP), query)).map((hit) => hit.link);
}

const outcomesOf = (queries: Query[]) =>
  queries.map((query) => {
    const hits = panelHits(query);
    return { query, hits, rank: rankOf(hits, query.expected) };
  });

const SETS = [
  { name: 'reader queries (search-queries.json)', file: 'search-queries.json', overall: OVERALL_MIN },
  { name: 'held-out queries (search-queries-heldout.json, written before tuning)', file: 'search-queries-heldout.json', overall: HELD_OUT_MIN },
];
/**
 * Issue #29's blind sets, each written by a helper who never saw the engine, its tests or its results. heldout-2 to
 * heldout-5 were then used to choose among mechanisms (development sets); heldout-6, -7 and -8 were each measured
 * once late in a session, then became development sets too, as heldout-9 and -10 did after their first measurement;
 * heldout-11 and -12 were each measured once at the very end (the figures of the closing note). The floors sit a
 * little under what the engine reaches, so that a new page may move a rank but a ranking change that loses what was
 * gained goes red.
 */
const BLIND_SETS = [
  { file: 'search-queries-heldout-2.json', overall: 0.97, mrr: 0.94 },
  { file: 'search-queries-heldout-3.json', overall: 0.97, mrr: 0.9 },
  { file: 'search-queries-heldout-4.json', overall: 0.97, mrr: 0.93 },
  { file: 'search-queries-heldout-5.json', overall: 0.97, mrr: 0.95 },
  { file: 'search-queries-heldout-6.json', overall: 0.97, mrr: 0.91, eachGroup: 0.9 },
  { file: 'search-queries-heldout-7.json', overall: 0.97, mrr: 0.92, eachGroup: 0.9 },
  { file: 'search-queries-heldout-8.json', overall: 0.97, mrr: 0.89, eachGroup: 0.9 },
  { file: 'search-queries-heldout-9.json', overall: 0.97, mrr: 0.92, eachGroup: 0.9 },
  // Its English task queries find a right page for 87.5 % (14 of 16): the misses use words no page has.
  { file: 'search-queries-heldout-10.json', overall: 0.95, mrr: 0.9 },
  // Measured once, after the last change: 99.3 %, MRR 0.957.
  { file: 'search-queries-heldout-11.json', overall: 0.97, mrr: 0.93, eachGroup: 0.9 },
  // Written after the last change, measured once: 100 %, MRR 0.952.
  { file: 'search-queries-heldout-12.json', overall: 0.97, mrr: 0.93, eachGroup: 0.9 },
];
const outcomes = new Map([...SETS, ...BLIND_SETS].map(({ file }) => [file, outcomesOf(loadQueries(file))]));

test('both languages have an index, and every query has an expected page', () => {
  expect([...engines.keys()].sort()).toEqual(['en', 'zh']);
  for (const { file } of [...SETS, ...BLIND_SETS]) {
    const queries = loadQueries(file);
    expect(queries.length).toBeGreaterThan(50);
    for (const query of queries) expect(query.expected.length, query.query).toBeGreaterThan(0);
  }
});

describe.each(SETS)('$name', ({ file, overall }) => {
  const set = outcomes.get(file) ?? [];

  test(`find a right page in the top ${TOP} for at least ${overall * 100}% of queries`, () => {
    console.log(`${file}\n${report(set)}`);
    expect(set.length).toBe(loadQueries(file).length);
    expect(summarize(set).hitRate, `hit@${TOP} of ${file}\n${report(set)}`).toBeGreaterThanOrEqual(overall);
  });

  test.each([...groupBy(set, (outcome) => outcome.query.category)].map(([category, group]) => ({ category, group })))(
    `category $category: at least ${CATEGORY_MIN * 100}% find a right page in the top ${TOP}`,
    ({ category, group }) => {
      expect(summarize(group).hitRate, `hit@${TOP} of category ${category}\n${report(group)}`).toBeGreaterThanOrEqual(CATEGORY_MIN);
    },
  );
});

test(`over both query sets, the first right hit comes first or near it (MRR at least ${MRR_MIN})`, () => {
  const both = SETS.flatMap(({ file }) => outcomes.get(file) ?? []);
  expect(both.length, 'queries of both sets').toBe(SETS.reduce((sum, { file }) => sum + loadQueries(file).length, 0));
  expect(summarize(both).mrr, `MRR over both sets\n${report(both)}`).toBeGreaterThanOrEqual(MRR_MIN);
});

describe.each(BLIND_SETS)('blind queries ($file)', ({ file, overall, mrr, eachGroup }) => {
  const set = outcomes.get(file) ?? [];

  test(`find a right page in the top ${TOP} for at least ${overall * 100}% of queries, with an MRR of at least ${mrr}`, () => {
    console.log(`${file}\n${report(set)}`);
    expect(set.length).toBe(loadQueries(file).length);
    expect(summarize(set).hitRate, `hit@${TOP} of ${file}\n${report(set)}`).toBeGreaterThanOrEqual(overall);
    expect(summarize(set).mrr, `MRR of ${file}\n${report(set)}`).toBeGreaterThanOrEqual(mrr);
  });

  test.runIf(eachGroup !== undefined)(`each language and each category finds a right page for at least ${(eachGroup ?? 0) * 100}% of its queries`, () => {
    for (const key of ['lang', 'category'] as const) {
      for (const [name, group] of groupBy(set, (outcome: (typeof set)[number]) => outcome.query[key])) {
        expect(summarize(group).hitRate, `hit@${TOP} of ${file}, ${key} ${name}\n${report(group)}`).toBeGreaterThanOrEqual(eachGroup ?? 1);
      }
    }
  });
});

/** Words of a page that are no stop word and at least four letters long: what a reader might type about it. */
const wordsOfPage = (page: SearchPage) =>
  [...new Set(`${page.title} ${page.frontmatter?.description ?? ''}`.toLowerCase().match(/[a-z]{4,}/g) ?? [])].filter(
    (word) => !['this', 'that', 'with', 'from', 'your', 'what', 'when', 'which', 'into', 'them', 'they'].includes(word),
  );

test('a query that shares most of its words with a page never comes back empty, whatever the other words are', () => {
  const english = INDEXES.find((index) => index.lang === 'en')?.pages as SearchPage[];
  const engine = engines.get('en') as LocalSearchEngine;
  let checked = 0;
  for (const page of english) {
    const words = wordsOfPage(page).slice(0, 3);
    if (words.length < 2) continue;
    // Two or three of the page's words, and one no page has.
    const query = `${words.join(' ')} zqxwvu`;
    expect(engine.search(query, TOP).length, query).toBeGreaterThan(0);
    checked++;
  }
  expect(checked).toBeGreaterThan(50);
  for (const [file, set] of outcomes) {
    for (const { query, hits } of set) expect(hits.length, `${file}: ${query.query}`).toBeGreaterThan(0);
  }
});
