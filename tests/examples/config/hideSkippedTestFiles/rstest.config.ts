import { defineConfig } from '@rstest/core';

export default defineConfig({
  hideSkippedTestFiles: true,
});
