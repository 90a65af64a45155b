import { expect, test } from '@rstest/core';

test('price adds up', () => {
  expect(1 + 1).toBe(2);
});
