import { defineConfig } from '@rstest/core';

export default defineConfig({
  unstubGlobals: true,
});
