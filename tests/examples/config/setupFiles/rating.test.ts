import { expect, test } from '@rstest/core';

test('a rating stays between 1 and 5', () => {
  expect(4).toBeWithinRange(1, 5);
});
