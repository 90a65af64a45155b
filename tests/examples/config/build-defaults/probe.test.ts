import { expect, test } from '@rstest/core';

test('builds', () => {
  expect(true).toBe(true);
});
