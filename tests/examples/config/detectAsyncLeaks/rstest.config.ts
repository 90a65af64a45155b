import { defineConfig } from '@rstest/core';

export default defineConfig({
  detectAsyncLeaks: true,
});
