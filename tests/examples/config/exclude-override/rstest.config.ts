import { defineConfig } from '@rstest/core';

export default defineConfig({
  exclude: {
    // Only the build output at the top, not every folder named dist.
    patterns: ['**/node_modules/**', 'dist/**'],
    override: true,
  },
});
