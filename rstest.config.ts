import { defineConfig } from '@rstest/core';

// Unit tests only; tests/examples/ holds fixtures that the unit tests run as separate Rstest projects.
export default defineConfig({
  projects: [
    { name: 'node', include: ['tests/unit/**/*.test.ts'], testEnvironment: 'node', testTimeout: 60_000 },
    // Theme components rendered with React in a simulated DOM.
    {
      name: 'dom',
      include: ['tests/unit/**/*.test.tsx'],
      testEnvironment: 'happy-dom',
      // React 19's JSX runtime, as the site's own build uses it.
      tools: { swc: { jsc: { transform: { react: { runtime: 'automatic' } } } } },
    },
  ],
  // The JSON report is what scripts/test.mjs sums into the final "N passed, M failed" line.
  reporters: ['default', ['json', { outputPath: 'reports/unit.json' }]],
});
