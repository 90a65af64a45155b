import { defineConfig } from '@rstest/core';

export default defineConfig({
  clearMocks: true,
});
