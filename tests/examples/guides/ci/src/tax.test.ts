import { expect, test } from '@rstest/core';

test('tax adds up', () => {
  expect(1 + 1).toBe(2);
});
