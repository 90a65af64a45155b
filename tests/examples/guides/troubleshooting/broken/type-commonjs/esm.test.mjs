import { expect, test } from '@rstest/core';

export const total = (prices) => prices.reduce((sum, price) => sum + price, 0);

test('adds up the cart', () => {
  expect(total([5, 10])).toBe(15);
});
