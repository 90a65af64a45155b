import { expect, test } from '@rstest/core';
import { itemCount } from './cart';

test('counts every unit', () => {
  expect(itemCount([{ quantity: 2 }, { quantity: 1 }])).toBe(3);
});
