import { expect, test } from '@rstest/core';

test('tax', () => {
  expect('tax').toHaveLength(3);
});
