import { expect, test } from '@rstest/core';

test('rounds to cents', () => {
  expect(Math.round(1.005 * 100) / 100).toBe(1);
});
