import type { RsbuildPlugin, RstestExposeAPI } from '@rstest/core';

// An Rsbuild plugin that adds integration tests to the run, with a longer timeout.
export const pluginIntegrationTests = ({ timeout }: { timeout: number }): RsbuildPlugin => ({
  name: 'example:integration-tests',
  setup(api) {
    const rstest = api.useExposed<RstestExposeAPI>('rstest');
    // Undefined in a plain Rsbuild build: the plugin then leaves everything as it is.
    if (!rstest) return;

    rstest.modifyRstestConfig((config) => {
      config.include = [...(config.include ?? []), 'integration/**/*.int.ts'];
      config.testTimeout = timeout;
    });

    api.onBeforeCreateCompiler(() => {
      const { include, testTimeout } = rstest.getRstestConfig();
      console.log(`integration-tests: include ${include?.join(', ')}, testTimeout ${testTimeout}`);
    });
  },
});
