import { pluginVue } from '@rsbuild/plugin-vue';
import { defineConfig } from '@rstest/core';

export default defineConfig({
  // Compiles .vue single-file components.
  plugins: [pluginVue()],
  testEnvironment: 'jsdom',
  setupFiles: ['./rstest.setup.ts'],
});
