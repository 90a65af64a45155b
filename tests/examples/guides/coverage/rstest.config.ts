import { defineConfig } from '@rstest/core';

export default defineConfig({
  coverage: {
    // Report every source file, also the ones no test imports.
    include: ['src/**/*.ts'],
    // Generated code is not worth measuring.
    exclude: ['src/generated/**'],
    reporters: ['text', 'html', 'lcov'],
    thresholds: {
      lines: 80,
      branches: 60,
    },
  },
});
