import { defineConfig } from '@rsbuild/core';

export default defineConfig({
  source: {
    define: {
      'import.meta.rstest': 'undefined',
    },
  },
});
