import path from 'node:path';
import { defineConfig } from '@rstest/core';

const root = import.meta.dirname;

export default defineConfig({
  // src/greet.test.ts -> __snapshots__/src/greet.test.ts.snap
  resolveSnapshotPath: (testPath, snapExtension) =>
    path.join(root, '__snapshots__', path.relative(root, testPath) + snapExtension),
});
