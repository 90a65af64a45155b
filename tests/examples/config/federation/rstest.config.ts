import { defineConfig } from '@rstest/core';

export default defineConfig({
  federation: true,
});
