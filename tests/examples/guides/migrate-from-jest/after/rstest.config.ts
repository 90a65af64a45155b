import { defineConfig } from '@rstest/core';

export default defineConfig({
  // Jest's `describe`, `test`, `expect`… without imports; `rs` replaces `jest`.
  globals: true,
  testEnvironment: 'node',
  setupFiles: ['./rstest.setup.js'],
  clearMocks: true,
});
