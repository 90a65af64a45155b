import { defineConfig } from '@rstest/core';

export default defineConfig({
  printConsoleTrace: true,
});
