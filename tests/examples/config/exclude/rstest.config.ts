import { defineConfig } from '@rstest/core';

export default defineConfig({
  exclude: ['**/__fixtures__/**'],
});
