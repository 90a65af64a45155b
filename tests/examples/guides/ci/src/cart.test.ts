import { expect, test } from '@rstest/core';

test('cart adds up', () => {
  expect(1 + 1).toBe(2);
});
