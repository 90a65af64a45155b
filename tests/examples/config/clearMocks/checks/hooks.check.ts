// Not shown on the page: verifies its pitfalls (run with --include).
import { beforeAll, beforeEach, expect, rstest, test } from '@rstest/core';

const init = rstest.fn();
const prepare = rstest.fn();

beforeAll(() => init());
beforeEach(() => prepare());

test('calls from beforeAll are cleared; calls from beforeEach are counted', () => {
  expect(init).not.toHaveBeenCalled();
  expect(prepare).toHaveBeenCalledTimes(1);
});

const next = rstest.fn(() => 'default');

test('queues one-off values', () => {
  next.mockReturnValueOnce('first').mockReturnValueOnce('second');
  expect(next()).toBe('first');
});

test('unused one-off values carry over', () => {
  expect(next()).toBe('second');
});
