import { defineConfig } from '@rstest/core';

export default defineConfig({
  disableConsoleIntercept: true,
});
