// Matched only by the include of ../../rstest.config.ts.
import { expect, test } from '@rstest/core';

test('greets by name', () => {
  expect(`Hello, ${'Ada'}!`).toBe('Hello, Ada!');
});
