import { defineConfig } from '@rstest/core';

export default defineConfig({
  // Fail any test that takes longer than 200 ms (the default is 5000).
  testTimeout: 200,
});
