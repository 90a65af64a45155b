import { describe, expect, test } from '@rstest/core';

const total = (prices: number[]) => prices.reduce((sum, price) => sum + price, 0);

describe('cart', () => {
  test('adds up the prices', () => {
    expect(total([250, 100])).toBe(350);
  });

  test('is 0 when empty', () => {
    expect(total([])).toBe(0);
  });
});
