import { defineConfig, defineInlineProject } from '@rstest/core';

export default defineConfig({
  projects: [
    // Every folder under packages/ with its own rstest.config.ts.
    'packages/*',
    // A project declared in place: it needs a name.
    defineInlineProject({
      name: 'tools',
      include: ['tools/**/*.test.ts'],
    }),
  ],
  testTimeout: 2_000,
});
