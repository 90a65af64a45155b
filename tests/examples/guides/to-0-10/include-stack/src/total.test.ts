import { expect, test } from '@rstest/core';

test('adds the prices', () => {
  expect(2 + 3).toBe(5);
});
