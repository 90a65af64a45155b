import { defineConfig } from '@rstest/core';

export default defineConfig({
  testTimeout: 1000,
  hookTimeout: 1000,
});
