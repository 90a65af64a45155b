import { defineConfig } from '@rstest/core';

export default defineConfig({
  tools: {
    rspack: {
      module: {
        rules: [{ test: /\.graphql$/, type: 'asset/source' }],
      },
    },
  },
});
