import { defineConfig } from '@rstest/core';

export default defineConfig({
  // Run only the tests tagged @smoke in their name.
  testNamePattern: '@smoke',
});
