import { defineConfig } from '@rstest/core';
import { OrderReporter } from './order-reporter';

export default defineConfig({
  // One worker: the files run one after the other, so their hook calls do not interleave.
  pool: { maxWorkers: 1 },
  reporters: ['default', ['json', { outputPath: './reports/rstest.json' }], new OrderReporter()],
});
