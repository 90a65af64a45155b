import { defineConfig } from '@rstest/core';

export default defineConfig({
  logHeapUsage: true,
});
