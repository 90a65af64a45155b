import { expect, test } from '@rstest/core';
import { withTax } from '../src/price';

test('keeps the amount without a rate', () => {
  expect(withTax(50, 0)).toBe(49);
});
