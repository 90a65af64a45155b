// Search quality, measured through the real search panel of the built site, against issue #19's targets: the reader
// queries of search-queries.json must find a right page in the top 7 for at least 97% of queries overall and 90% in
// each category; the held-out queries of search-queries-heldout.json (synonyms, compounds, questions, written before
// the search was tuned for them) are reported apart and must reach 95%; and over both sets, the mean reciprocal rank
// of the first right hit must reach 0.95. `npm run bench:search` prints the figures with latency.
import { groupBy, loadQueries, report, runQueries, summarize } from './search-harness.mjs';
import type { Page } from '@playwright/test';
import { expect, test } from './utils/test';

// This spec searches: the real index, not the empty one the other specs are served (utils/test.ts).
test.use({ realSearchIndex: true });
// The last test reads the outcomes of the first two.
test.describe.configure({ mode: 'serial' });

const OVERALL_MIN = 0.97;
const CATEGORY_MIN = 0.9;
const HELD_OUT_MIN = 0.95;
const MRR_MIN = 0.95;

/** Every query of `file` through the panel, in both languages, with the report printed. */
async function outcomesOf(page: Page, baseURL: string | undefined, file?: string) {
  const queries = loadQueries(file);
  // Each query takes the 150 ms debounce twice (typing it, then clearing it).
  test.setTimeout(60_000 + queries.length * 2_000);
  const outcomes = [];
  for (const lang of ['en', 'zh'] as const) outcomes.push(...(await runQueries(page, baseURL, lang, queries)));
  console.log(report(outcomes));
  expect(outcomes).toHaveLength(queries.length);
  return outcomes;
}

const everyOutcome: Awaited<ReturnType<typeof outcomesOf>> = [];

test('reader queries find a right page in the top 7', async ({ page, baseURL }) => {
  const outcomes = await outcomesOf(page, baseURL);
  everyOutcome.push(...outcomes);
  expect(summarize(outcomes).hitRate, 'hit@7 overall').toBeGreaterThanOrEqual(OVERALL_MIN);
  for (const [category, group] of groupBy(outcomes, (outcome) => outcome.query.category)) {
    expect(summarize(group).hitRate, `hit@7 of category ${category}`).toBeGreaterThanOrEqual(CATEGORY_MIN);
  }
});

test('held-out queries (written before tuning) find a right page in the top 7', async ({ page, baseURL }) => {
  const outcomes = await outcomesOf(page, baseURL, 'search-queries-heldout.json');
  everyOutcome.push(...outcomes);
  expect(summarize(outcomes).hitRate, 'hit@7 of the held-out queries').toBeGreaterThanOrEqual(HELD_OUT_MIN);
  for (const [category, group] of groupBy(outcomes, (outcome) => outcome.query.category)) {
    expect(summarize(group).hitRate, `hit@7 of held-out category ${category}`).toBeGreaterThanOrEqual(CATEGORY_MIN);
  }
});

test('over both query sets, the first right hit comes first or near it (MRR)', () => {
  const both = summarize(everyOutcome);
  expect(both.n, 'queries of both sets').toBe(loadQueries().length + loadQueries('search-queries-heldout.json').length);
  expect(both.mrr, 'MRR over both sets').toBeGreaterThanOrEqual(MRR_MIN);
});
