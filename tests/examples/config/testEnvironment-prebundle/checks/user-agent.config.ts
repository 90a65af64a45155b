// Not shown on the page: jsdom with a userAgent option (run by the tests with -c).
import { defineConfig } from '@rstest/core';

export default defineConfig({
  include: ['checks/user-agent.check.ts'],
  testEnvironment: { name: 'jsdom', options: { userAgent: 'ShopBot/1.0' }, prebundle: false },
});
