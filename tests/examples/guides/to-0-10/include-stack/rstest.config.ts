import { defineConfig } from '@rstest/core';

export default defineConfig({
  chaiConfig: {
    includeStack: true,
    truncateThreshold: 200,
  },
});
