import { expect, test } from '@rstest/core';

test('adds an item', () => {
  const cart = [{ name: 'pen', price: 2 }];
  expect(cart.reduce((sum, item) => sum + item.price, 0)).toBe(2);
});
