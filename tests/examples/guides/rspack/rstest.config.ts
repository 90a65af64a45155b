import { withRspackConfig } from '@rstest/adapter-rspack';
import { defineConfig } from '@rstest/core';

export default defineConfig({
  // Reads rspack.config.ts: its resolve.alias, module.rules and plugins apply to the tests too.
  extends: withRspackConfig({
    // Rstest names the files it builds: leave out the file name of the server bundle.
    modifyRspackConfig(config) {
      const { filename, ...output } = config.output ?? {};
      return { ...config, output };
    },
  }),
});
