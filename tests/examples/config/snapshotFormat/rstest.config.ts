import { defineConfig } from '@rstest/core';

export default defineConfig({
  // Print `Object {` / `Array [` and escape quotes, as older snapshot files do.
  snapshotFormat: {
    escapeString: true,
    printBasicPrototype: true,
  },
});
