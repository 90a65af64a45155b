// Not shown as a file: the page's chaiConfig.showDiff snippet, run by the tests with -c.
import { defineConfig } from '@rstest/core';

export default defineConfig({
  chaiConfig: {
    showDiff: false,
  },
});
