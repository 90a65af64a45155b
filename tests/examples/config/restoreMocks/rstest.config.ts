import { defineConfig } from '@rstest/core';

export default defineConfig({
  restoreMocks: true,
});
