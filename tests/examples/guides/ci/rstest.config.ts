import { defineConfig } from '@rstest/core';

export default defineConfig({
  include: ['src/**/*.test.ts'],
  // A shared runner is slower than a laptop: give tests and hooks more time than the defaults (5 s and 10 s).
  testTimeout: 10_000,
  hookTimeout: 20_000,
  // Two workers per job: the other cores are left to the rest of the job.
  pool: { maxWorkers: 2 },
});
