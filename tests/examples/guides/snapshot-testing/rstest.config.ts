import { defineConfig } from '@rstest/core';

export default defineConfig({
  // Registers the Money serializer before every test file.
  setupFiles: ['./src/setup.ts'],
});
