import { withRslibConfig } from '@rstest/adapter-rslib';
import { defineConfig } from '@rstest/core';

export default defineConfig({
  // Reads rslib.config.ts: its plugins, source.define and resolve.alias apply to the tests too.
  extends: withRslibConfig(),
});
