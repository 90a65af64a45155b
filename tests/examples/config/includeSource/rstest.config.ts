import { defineConfig } from '@rstest/core';

export default defineConfig({
  includeSource: ['src/**/*.ts'],
});
