import { defineConfig } from '@rstest/core';

// `npm run search:compare`: scores each candidate search engine on the query sets (a benchmark, not a test).
export default defineConfig({
  include: ['search/compare/compare.bench.ts'],
  testEnvironment: 'node',
  testTimeout: 600_000,
});
