import { expect, test } from '@rstest/core';
import { greet } from '@/greet';

test('fills in the template with the name and the app name of DefinePlugin', () => {
  expect(greet('Ada')).toBe('Hello, Ada! Welcome to Greeter.');
});
