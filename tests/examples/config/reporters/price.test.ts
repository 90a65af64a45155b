import { expect, test } from '@rstest/core';

const formatPrice = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('formats cents as dollars', () => {
  expect(formatPrice(1999)).toBe('$19.99');
});
