import { expect, test } from '@rstest/core';

test('shipping', () => {
  expect('shipping').toHaveLength(8);
});
