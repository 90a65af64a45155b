import { defineConfig } from '@rstest/core';

export default defineConfig({
  pool: {
    type: 'threads',
    maxWorkers: 2,
    // Node.js options for every worker: preload a script (the path is relative to where rstest runs).
    execArgv: ['-r', './preload.cjs'],
  },
});
