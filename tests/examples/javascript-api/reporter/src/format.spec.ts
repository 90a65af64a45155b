import { expect, test } from '@rstest/core';

test('formats a price', () => {
  expect((5).toFixed(2)).toBe('5.00');
});
