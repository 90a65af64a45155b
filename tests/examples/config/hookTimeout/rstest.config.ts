import { defineConfig } from '@rstest/core';

export default defineConfig({
  // Fail any hook that takes longer than 100 ms (the default is 10000).
  hookTimeout: 100,
});
