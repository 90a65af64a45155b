import { expect, test } from '@rstest/core';

let attempts = 0;

// Simulates a flaky dependency, such as a network call.
test('succeeds on the third attempt', () => {
  attempts += 1;
  expect(attempts).toBe(3);
});
