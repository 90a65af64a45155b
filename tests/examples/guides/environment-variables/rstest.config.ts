import { defineConfig } from '@rstest/core';

// The config file runs in the rstest process, after Rstest has set RSTEST and NODE_ENV.
console.log(`config: RSTEST=${process.env.RSTEST}, NODE_ENV=${process.env.NODE_ENV}`);

export default defineConfig({
  include: ['src/**/*.test.ts'],
});
