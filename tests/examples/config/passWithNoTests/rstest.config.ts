import { defineConfig } from '@rstest/core';

export default defineConfig({
  passWithNoTests: true,
});
