import { expect, test } from '@rstest/core';
import { total } from './total';

test('sums the prices', () => {
  expect(total([2, 3.5])).toBe(5.5);
});
