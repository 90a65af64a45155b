import { expect, test } from '@rstest/core';

test('price', () => {
  expect('price').toHaveLength(5);
});
