import { defineConfig } from '@rstest/core';

export default defineConfig({
  retry: 2,
});
