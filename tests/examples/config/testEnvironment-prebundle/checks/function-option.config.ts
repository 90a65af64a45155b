// Not shown on the page: a function in testEnvironment.options (run by the tests with -c).
import { defineConfig } from '@rstest/core';

export default defineConfig({
  include: ['checks/user-agent.check.ts'],
  testEnvironment: {
    name: 'jsdom',
    options: {
      beforeParse(window: { shopReady?: boolean }) {
        window.shopReady = true;
      },
    },
    prebundle: false,
  },
});
