import { test } from '@rstest/core';

// Variables Rstest sets for test code, then three that other test runners set and Rstest does not.
const names = ['RSTEST', 'NODE_ENV', 'RSTEST_WORKER_ID', 'FORCE_COLOR', 'NO_COLOR', 'TEST', 'VITEST', 'JEST_WORKER_ID'];

test('prints what test code sees', () => {
  console.log(names.map((name) => `${name}=${process.env[name] ?? '(unset)'}`).join('\n'));
});
