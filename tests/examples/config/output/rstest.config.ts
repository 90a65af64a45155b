import { defineConfig } from '@rstest/core';

export default defineConfig({
  output: {
    cssModules: {
      localIdentName: '[local]',
    },
  },
});
