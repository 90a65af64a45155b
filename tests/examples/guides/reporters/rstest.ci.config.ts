import { defineConfig } from '@rstest/core';
import base from './rstest.config';

export default defineConfig({
  ...base,
  reporters: [
    'dot',
    ['junit', { outputPath: './reports/junit.xml' }],
    ['json', { outputPath: './reports/results.json' }],
  ],
});
