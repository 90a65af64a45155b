import { defineConfig } from '@rstest/core';

export default defineConfig({
  // Report tests that take longer than 100 ms as slow (the default is 300).
  slowTestThreshold: 100,
});
