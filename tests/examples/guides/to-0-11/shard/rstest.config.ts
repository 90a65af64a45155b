import { defineConfig } from '@rstest/core';

export default defineConfig({
  // The first of two shards, set in the config instead of on the command line.
  shard: { index: 1, count: 2 },
});
