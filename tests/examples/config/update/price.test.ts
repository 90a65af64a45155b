import { expect, test } from '@rstest/core';

const formatPrice = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('formats a price', () => {
  expect(formatPrice(1999)).toMatchSnapshot();
});
