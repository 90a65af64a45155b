import { defineConfig } from '@rstest/core';

/** Marks the line that carries the resolved `browser` config (read by tests/unit/config-examples/browser.test.ts). */
const MARKER = 'RSTEST_BROWSER_CONFIG ';

// Prints the `browser` config Rstest resolved, command-line flags included. Browser mode stays off unless a flag
// turns it on, so the run needs no @rstest/browser.
export default defineConfig({
  include: ['probe.check.ts'],
  browser: {
    provider: 'playwright',
    browser: 'webkit',
    providerOptions: { launch: { slowMo: 50 } },
  },
  plugins: [
    {
      name: 'print-browser-config',
      setup(api) {
        api.onBeforeCreateCompiler(() => {
          const { browser } = api.useExposed('rstest').getRstestConfig();
          console.log(MARKER + JSON.stringify(browser));
        });
      },
    },
  ],
});
