import { expect, test } from '@rstest/core';

test('runs', () => {
  expect(true).toBe(true);
});
