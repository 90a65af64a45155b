import { defineConfig } from '@rstest/core';

export default defineConfig({
  projects: [{ name: 'web', include: ['web/**/*.test.ts'] }],
  // Wrong place: with `projects`, this applies to no project.
  testEnvironment: 'happy-dom',
});
