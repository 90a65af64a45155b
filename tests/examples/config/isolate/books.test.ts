import { expect, test } from '@rstest/core';
import { addItem, cartItems } from './cart';

test('adds a book', () => {
  addItem('book');
  expect(cartItems()).toEqual(['book']);
});
