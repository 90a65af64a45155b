import { expect, test } from '@rstest/core';

test('adds', () => {
  expect(1 + 2).toBe(3);
});
