import { defineConfig } from '@rstest/core';

export default defineConfig({
  reporters: ['default', ['junit', { outputPath: './reports/junit.xml' }]],
});
