import { defineConfig } from '@rstest/core';
import { countReporter } from './count-reporter';

export default defineConfig({
  reporters: ['default', countReporter],
});
