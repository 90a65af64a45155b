import { expect, test } from '@rstest/core';
import { applyDiscount } from './price';

test('applies a discount', () => {
  expect(applyDiscount(2000, 25)).toBe(1500);
});
