import { expect, test } from '@rstest/core';

const greet = (name: string) => `Hello, ${name}!`;

test('greets by name', () => {
  expect(greet('Ada')).toMatchSnapshot();
});
