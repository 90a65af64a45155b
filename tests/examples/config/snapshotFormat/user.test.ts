import { expect, test } from '@rstest/core';

test('serializes a user', () => {
  expect({ name: 'Ada "Countess" Lovelace', roles: ['admin', 'author'] }).toMatchSnapshot();
});
