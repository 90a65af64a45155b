// Not shown on the page: verifies its pitfalls (run with --include).
import { beforeAll, beforeEach, expect, rstest, test } from '@rstest/core';

beforeAll(() => {
  rstest.stubEnv('FROM_BEFORE_ALL', 'yes');
});

beforeEach(() => {
  rstest.stubEnv('FROM_BEFORE_EACH', 'yes');
});

test('a stub made in beforeAll is removed before the first test; one made in beforeEach is in place', () => {
  expect(process.env.FROM_BEFORE_ALL).toBeUndefined();
  expect(process.env.FROM_BEFORE_EACH).toBe('yes');
  process.env.ASSIGNED = 'yes';
  rstest.stubGlobal('__STUBBED_GLOBAL__', true);
});

test('a variable assigned directly and a stubbed global are not undone', () => {
  expect(process.env.ASSIGNED).toBe('yes');
  expect(Reflect.get(globalThis, '__STUBBED_GLOBAL__')).toBe(true);
});
