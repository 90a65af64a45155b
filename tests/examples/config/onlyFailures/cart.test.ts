import { expect, test } from '@rstest/core';
import { lineTotal } from './cart';

test('multiplies the price by the quantity', () => {
  expect(lineTotal(5, 3)).toBe(15);
});

test('keeps the price for a single item', () => {
  expect(lineTotal(5, 1)).toBe(5);
});
