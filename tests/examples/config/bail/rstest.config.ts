import { defineConfig } from '@rstest/core';

export default defineConfig({
  // Stop the run after the first failing test.
  bail: 1,
});
