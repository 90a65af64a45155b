import { defineConfig } from '@rstest/core';

export default defineConfig({
  onlyFailures: true,
});
