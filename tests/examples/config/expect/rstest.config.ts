import { defineConfig } from '@rstest/core';

export default defineConfig({
  expect: {
    poll: {
      // Check every 20 ms and give up after 200 ms (defaults: 50 and 1000).
      interval: 20,
      timeout: 200,
    },
  },
});
