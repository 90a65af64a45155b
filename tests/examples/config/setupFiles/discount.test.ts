import { expect, test } from '@rstest/core';

test('a discount stays between 0% and 50%', () => {
  expect(0.2).toBeWithinRange(0, 0.5);
});
