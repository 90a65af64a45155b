import { expect, test } from '@rstest/core';

const withVat = (price: number) => Math.round(price * 1.2 * 100) / 100;

test('adds 20% VAT', () => {
  expect(withVat(10)).toBe(12);
});
