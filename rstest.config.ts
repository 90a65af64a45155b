import { defineConfig } from '@rstest/core';

// Unit tests only; tests/examples/ holds fixtures that the unit tests run as separate Rstest projects.
export default defineConfig({
  include: ['tests/unit/**/*.test.ts'],
  testEnvironment: 'node',
  testTimeout: 60_000,
  // The JSON report is what scripts/test.mjs sums into the final "N passed, M failed" line.
  reporters: ['default', ['json', { outputPath: 'reports/unit.json' }]],
});
