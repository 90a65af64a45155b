import { describe, expect, test } from '@rstest/core';
import { withTax } from './price';

describe('withTax', () => {
  test('adds the rate', () => {
    expect(withTax(100, 0.2)).toBe(120);
  });

  test('rounds to cents', () => {
    expect(withTax(9.99, 0.055)).toBe(10.54);
  });

  test.todo('rejects a negative rate');
});
