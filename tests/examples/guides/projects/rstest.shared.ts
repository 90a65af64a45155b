import type { ProjectConfig } from '@rstest/core';

// Options every package shares. Relative paths resolve from each project's root.
export const shared: ProjectConfig = {
  setupFiles: ['../../setup/shared.ts'],
  restoreMocks: true,
  testTimeout: 2000,
};
