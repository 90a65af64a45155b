import { expect, test } from '@rstest/core';

const formatPrice = (cents: number) => `${(cents / 100).toFixed(2)} EUR`;

test('formats cents', () => {
  expect(formatPrice(1999)).toBe('19.99 EUR');
});
