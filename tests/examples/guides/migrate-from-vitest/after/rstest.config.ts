import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rstest/core';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  testEnvironment: 'node',
  setupFiles: ['./rstest.setup.ts'],
  resetMocks: true,
});
