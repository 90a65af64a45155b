import { expect, test } from '@rstest/core';

test('adds up the prices', () => {
  expect([3, 4].reduce((sum, price) => sum + price, 0)).toBe(7);
});
