import { expect, test } from '@rstest/core';

// Module state: what one test stores stays in memory for the tests after it.
const cache = new Map<number, string>();

test('starts empty', () => {
  expect(cache.size).toBe(0);
});

test('fills the cache', () => {
  for (let i = 0; i < 100_000; i++) cache.set(i, `value ${i}`);
  expect(cache.size).toBe(100_000);
});
