import { expect, test } from '@rstest/core';

test('rounds to cents', () => {
  expect(Math.round(19.999 * 100) / 100).toBe(20);
});
