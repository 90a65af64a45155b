// Not shown on the page: verifies the env page's statements about where `env` applies.
import { defineConfig } from '@rstest/core';

export default defineConfig({
  env: { API_URL: 'http://localhost:4000' },
  globalSetup: ['./global-setup.ts'],
  setupFiles: ['./setup.ts'],
});
