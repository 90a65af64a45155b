import { defineConfig } from '@rstest/core';

export default defineConfig({
  unstubEnvs: true,
});
