import { defineConfig } from '@rstest/core';
import { LocationReporter } from './location-reporter';

export default defineConfig({
  includeTaskLocation: true,
  reporters: ['default', new LocationReporter()],
});
