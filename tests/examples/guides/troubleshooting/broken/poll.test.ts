import { expect, test } from '@rstest/core';

test('starts polling', () => {
  const timer = setInterval(() => {}, 1000);
  expect(timer).toBeDefined();
});
