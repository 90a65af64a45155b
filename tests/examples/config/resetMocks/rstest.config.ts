import { defineConfig } from '@rstest/core';

export default defineConfig({
  resetMocks: true,
});
