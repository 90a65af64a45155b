import { defineConfig } from '@rstest/core';

export default defineConfig({
  silent: 'passed-only',
});
