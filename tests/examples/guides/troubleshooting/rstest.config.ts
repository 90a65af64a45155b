import { defineConfig } from '@rstest/core';

export default defineConfig({
  include: ['src/**/*.test.ts'],
  resolve: {
    // The alias your bundler config declares, repeated for the tests.
    alias: { '~': `${import.meta.dirname}/src` },
  },
  // Fail a test file that leaves timers, sockets or other handles running.
  detectAsyncLeaks: true,
  // Run a failed test up to twice more before reporting it as failed.
  retry: 2,
});
