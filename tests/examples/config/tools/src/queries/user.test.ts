import { expect, test } from '@rstest/core';
import userQuery from './user.graphql';

test('imports the query as a string', () => {
  expect(userQuery).toContain('query User($id: ID!)');
});
