import { defineConfig } from '@rstest/core';

export default defineConfig({
  projects: [
    {
      name: 'server',
      include: ['server/**/*.test.ts'],
      testEnvironment: 'node',
    },
    {
      name: 'client',
      include: ['client/**/*.test.ts'],
      testEnvironment: 'happy-dom',
    },
  ],
});
