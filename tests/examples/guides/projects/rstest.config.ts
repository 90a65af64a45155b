import { defineConfig } from '@rstest/core';

export default defineConfig({
  projects: [
    // Every folder under packages/ is a project, configured by its own rstest.config.ts.
    'packages/*',
    // An inline project: the repository's own scripts, tested in Node.js.
    {
      name: 'scripts',
      include: ['scripts/**/*.test.ts'],
      testEnvironment: 'node',
    },
  ],
  // Options for the whole run stay at the top level.
  reporters: ['default'],
  pool: { maxWorkers: 2 },
});
