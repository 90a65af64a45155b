// The root pitfalls of docs/*/config/test/root.mdx: a relative root, and --root moving the config lookup.
import { defineConfig } from '@rstest/core';

export default defineConfig({
  // Relative on purpose: resolved from the working directory, not from this file.
  root: 'packages/web',
  include: ['**/*.check.ts'],
});
