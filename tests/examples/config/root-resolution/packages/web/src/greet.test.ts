// Matched only by the default include: runs when no config is read.
import { expect, test } from '@rstest/core';

test('greets by name', () => {
  expect(`Hello, ${'Ada'}!`).toBe('Hello, Ada!');
});
