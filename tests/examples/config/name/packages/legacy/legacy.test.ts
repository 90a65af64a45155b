import { expect, test } from '@rstest/core';

test('still adds up', () => {
  expect(0.1 + 0.2).toBeCloseTo(0.3);
});
