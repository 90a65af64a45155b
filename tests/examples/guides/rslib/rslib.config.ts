import { pluginYaml } from '@rsbuild/plugin-yaml';
import { defineConfig } from '@rslib/core';

export default defineConfig({
  lib: [{ format: 'esm', syntax: 'es2022' }],
  plugins: [pluginYaml()],
  resolve: {
    alias: { '@': './src' },
  },
  source: {
    define: { __LIB_VERSION__: JSON.stringify('2.1.0') },
  },
});
