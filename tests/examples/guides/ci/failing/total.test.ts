import { expect, test } from '@rstest/core';

const total = (prices: number[]) => prices.reduce((sum, price) => sum + price, 0);

test('adds the prices', () => {
  expect(total([5, 10])).toBe(16);
});
