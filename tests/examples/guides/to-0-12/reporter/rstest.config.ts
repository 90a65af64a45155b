import { defineConfig } from '@rstest/core';
import { RerunReporter } from './rerun-reporter';

export default defineConfig({
  reporters: ['default', new RerunReporter()],
});
