import { describe, expect, test } from '@rstest/core';

const total = (prices: number[]) => prices.reduce((sum, price) => sum + price, 0);

describe('cart', () => {
  test('adds up the prices', () => {
    expect(total([3, 4])).toBe(7);
  });

  test('is 0 when empty', () => {
    expect(total([])).toBe(0);
  });

  test.skip('applies a coupon', () => {});
});
