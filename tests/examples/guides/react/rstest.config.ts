import { pluginReact } from '@rsbuild/plugin-react';
import { defineConfig } from '@rstest/core';

export default defineConfig({
  // Compiles JSX with React's automatic runtime.
  plugins: [pluginReact()],
  testEnvironment: 'jsdom',
  setupFiles: ['./rstest.setup.ts'],
  // Undoes rs.stubGlobal('fetch', …) before each test.
  unstubGlobals: true,
});
