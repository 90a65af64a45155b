import { defineConfig } from '@rstest/core';

export default defineConfig({
  coverage: {
    enabled: true,
    // Report every source file, including the ones no test imports.
    include: ['src/**/*.ts'],
    thresholds: {
      lines: 80,
    },
  },
});
