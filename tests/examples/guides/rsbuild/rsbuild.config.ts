import { defineConfig } from '@rsbuild/core';
import { pluginCsv } from './plugins/csv';

export default defineConfig({
  plugins: [pluginCsv()],
  resolve: {
    alias: { '@': './src' },
  },
  source: {
    define: { __CURRENCY__: JSON.stringify('EUR') },
  },
});
