import { defineConfig } from '@rstest/core';

export default defineConfig({
  // At most 2 concurrent tests of a file run at the same time (the default is 5).
  maxConcurrency: 2,
});
