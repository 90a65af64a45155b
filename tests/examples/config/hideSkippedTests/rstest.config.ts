import { defineConfig } from '@rstest/core';

export default defineConfig({
  hideSkippedTests: true,
});
