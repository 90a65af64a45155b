import { defineProject } from '@rstest/core';
import { shared } from '../../rstest.shared';

// No `name`: the project takes the name of packages/a/package.json, "@demo/a".
export default defineProject({
  extends: shared,
  testEnvironment: 'node',
});
