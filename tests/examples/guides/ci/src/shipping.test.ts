import { expect, test } from '@rstest/core';

test('shipping adds up', () => {
  expect(1 + 1).toBe(2);
});
