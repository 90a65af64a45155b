import { defineConfig } from '@rstest/core';

export default defineConfig({
  include: ['**/*.probe.ts'],
});
