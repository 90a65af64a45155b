import { defineProject, mergeProjectConfig } from '@rstest/core';
import { shared } from '../../rstest.shared';

export default defineProject(
  mergeProjectConfig(shared, {
    name: '@demo/b',
    testEnvironment: 'happy-dom',
    // Arrays are concatenated: shared.ts runs first, then this package's own setup file.
    setupFiles: ['./setup.ts'],
  }),
);
