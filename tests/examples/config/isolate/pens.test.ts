import { expect, test } from '@rstest/core';
import { addItem, cartItems } from './cart';

test('adds a pen', () => {
  addItem('pen');
  expect(cartItems()).toEqual(['pen']);
});
