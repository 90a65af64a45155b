import { defineProject } from '@rstest/core';

export default defineProject({
  name: 'cart',
  include: ['src/**/*.test.ts'],
  testEnvironment: 'node',
});
