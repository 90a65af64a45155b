import { defineConfig } from '@rstest/core';

/** Marks the line that carries the Rsbuild config Rstest builds tests with (read by tests/unit/config-pages.test.ts). */
const MARKER = 'RSTEST_BUILD_CONFIG ';

// Prints the build options the config pages document, as Rsbuild resolved them for a test run with no user options.
export default defineConfig({
  plugins: [
    {
      name: 'print-build-config',
      setup(api) {
        api.onBeforeCreateCompiler(({ environments }) => {
          const { source, output, resolve, tools, dev, performance } = Object.values(environments)[0].config;
          const printable = (_key: string, value: unknown) =>
            value instanceof RegExp ? String(value) : typeof value === 'function' ? '[function]' : value;
          console.log(MARKER + JSON.stringify({ source, output, resolve, tools, dev, performance }, printable));
        });
      },
    },
  ],
});
