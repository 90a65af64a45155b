import { expect, test } from '@rstest/core';
import { formatEuros } from '@/utils/currency';

test('formats cents as euros', () => {
  expect(formatEuros(1999)).toBe('€19.99');
});
