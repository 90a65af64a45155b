import { expect, test } from '@rstest/core';

test('cart', () => {
  expect('cart').toHaveLength(4);
});
