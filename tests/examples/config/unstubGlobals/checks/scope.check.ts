// Not shown on the page: verifies its pitfalls (run with --include).
import { beforeAll, beforeEach, expect, rstest, test } from '@rstest/core';

beforeAll(() => {
  rstest.stubGlobal('__FROM_BEFORE_ALL__', true);
});

beforeEach(() => {
  rstest.stubGlobal('__FROM_BEFORE_EACH__', true);
});

test('a stub made in beforeAll is removed before the first test; one made in beforeEach is in place', () => {
  expect('__FROM_BEFORE_ALL__' in globalThis).toBe(false);
  expect(Reflect.get(globalThis, '__FROM_BEFORE_EACH__')).toBe(true);
  Reflect.set(globalThis, '__ASSIGNED__', true);
  rstest.stubEnv('STUBBED_ENV', 'yes');
});

test('a global assigned directly and a stubbed environment variable are not undone', () => {
  expect(Reflect.get(globalThis, '__ASSIGNED__')).toBe(true);
  expect(process.env.STUBBED_ENV).toBe('yes');
});
