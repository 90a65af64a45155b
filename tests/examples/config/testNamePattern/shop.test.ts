import { describe, expect, test } from '@rstest/core';

describe('cart', () => {
  test('adds an item @smoke', () => {
    expect(['book']).toHaveLength(1);
  });

  test('applies a coupon', () => {
    expect(100 * 0.9).toBe(90);
  });
});

describe('checkout', () => {
  test('pays by card @smoke', () => {
    expect('paid').toBe('paid');
  });

  test('pays by invoice', () => {
    expect('invoiced').toBe('invoiced');
  });
});
