import { expect, test } from '@rstest/core';
import { addItem, total } from './cart';

test('adds a new item', () => {
  const items = addItem([], { sku: 'mug', cents: 1250, quantity: 1 });
  expect(total(items)).toBe(1250);
});
