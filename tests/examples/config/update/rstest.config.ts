import { defineConfig } from '@rstest/core';

export default defineConfig({
  // Rewrites snapshots on every run, the same as passing -u each time.
  update: true,
});
