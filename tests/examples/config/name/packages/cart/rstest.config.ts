import { defineProject } from '@rstest/core';

export default defineProject({
  name: 'cart',
  testEnvironment: 'happy-dom',
});
