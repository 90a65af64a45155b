import { expect, test } from '@rstest/core';
import { applyDiscount } from './price';

test('applies a discount', () => {
  expect(applyDiscount(1000, 15)).toBe(850);
});

// While fixing rounding, run only this test of the file.
test.only('rounds to whole cents', () => {
  expect(applyDiscount(999, 10)).toBe(899);
});
