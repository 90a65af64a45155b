import { describe, expect, test } from '@rstest/core';
import { addItem, removeItem } from './cart';

describe('cart', () => {
  test('adds an item', () => {
    expect(addItem(new Map(), 'tea').get('tea')).toBe(1);
  });

  test('adds to the quantity of an item', () => {
    expect(addItem(new Map([['tea', 1]]), 'tea', 2).get('tea')).toBe(3);
  });

  test('removes an item', () => {
    expect(removeItem(new Map([['tea', 1]]), 'tea').has('tea')).toBe(false);
  });
});
