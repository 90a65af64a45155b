import { defineConfig } from '@rstest/core';

export default defineConfig({
  source: {
    define: {
      __APP_VERSION__: JSON.stringify('1.4.0'),
    },
    tsconfigPath: './tsconfig.test.json',
  },
});
