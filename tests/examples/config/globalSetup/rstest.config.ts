import { defineConfig } from '@rstest/core';

export default defineConfig({
  globalSetup: ['./global-setup/api-server.ts', './global-setup/data-dir.ts'],
});
