// Search quality, measured through the real search panel of the built site: the reader queries of
// search-queries.json must find a right page in the top 7 for at least 90% of queries overall and 80% in each
// category. `npm run bench:search` prints the same figures with MRR and latency.
import { groupBy, loadQueries, report, runQueries, summarize } from './search-harness.mjs';
import { expect, test } from './utils/test';

// This spec searches: the real index, not the empty one the other specs are served (utils/test.ts).
test.use({ realSearchIndex: true });

const OVERALL_MIN = 0.9;
const CATEGORY_MIN = 0.8;

test('reader queries find a right page in the top 7', async ({ page, baseURL }) => {
  const queries = loadQueries();
  // Each query takes the 150 ms debounce twice (typing it, then clearing it).
  test.setTimeout(60_000 + queries.length * 2_000);
  const outcomes = [];
  for (const lang of ['en', 'zh'] as const) outcomes.push(...(await runQueries(page, baseURL, lang, queries)));
  console.log(report(outcomes));

  expect(outcomes).toHaveLength(queries.length);
  expect(summarize(outcomes).hitRate, 'hit@7 overall').toBeGreaterThanOrEqual(OVERALL_MIN);
  for (const [category, group] of groupBy(outcomes, (outcome) => outcome.query.category)) {
    expect(summarize(group).hitRate, `hit@7 of category ${category}`).toBeGreaterThanOrEqual(CATEGORY_MIN);
  }
});
