import { defineConfig } from '@rstest/core';

export default defineConfig({
  isolate: false,
  // One worker runs both files, so the leak below shows up on every run.
  pool: { maxWorkers: 1 },
});
