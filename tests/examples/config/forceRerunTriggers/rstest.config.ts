import { defineConfig } from '@rstest/core';

export default defineConfig({
  forceRerunTriggers: [
    // Setting the option replaces the defaults: keep them.
    '**/package.json/**',
    '**/rstest.config.*',
    // Tests read these files from disk, so `--changed` cannot trace them to a test.
    'fixtures/**',
  ],
});
