import { expect, test } from '@rstest/core';

test('formats a price', () => {
  expect((9.5).toFixed(2)).toBe('9.50');
});
