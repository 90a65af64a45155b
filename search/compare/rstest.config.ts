import { defineConfig } from '@rstest/core';

// `npm run search:compare`: scores each candidate search engine on the query sets (a benchmark, not a test); with
// EXPLAIN=1, shows why the engine ranks a query's pages as it does.
export default defineConfig({
  include: [process.env.EXPLAIN ? 'search/compare/explain.bench.ts' : 'search/compare/compare.bench.ts'],
  testEnvironment: 'node',
  testTimeout: 600_000,
});
