import { expect, test } from '@rstest/core';

// A bug: the discount is subtracted twice.
const applyDiscount = (price: number, discount: number) => price - discount * 2;

test('keeps the price without a discount', () => {
  expect(applyDiscount(100, 0)).toBe(100);
});

test('subtracts the discount', () => {
  expect(applyDiscount(100, 10)).toBe(90);
});

test('never goes below zero', () => {
  expect(applyDiscount(10, 20)).toBe(0);
});
