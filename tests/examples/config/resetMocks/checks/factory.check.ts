// Not shown on the page: verifies its pitfalls (run with --include).
import { expect, rstest, test } from '@rstest/core';
import { fetchTeam, fetchUser } from './api';

rstest.mock('./api', () => ({
  fetchUser: rstest.fn().mockReturnValue({ id: 1, name: 'mocked' }),
  fetchTeam: rstest.fn(() => 'mocked team'),
}));

test('mockReturnValue from a mock factory is reset before the first test; rstest.fn(impl) is kept', () => {
  expect(fetchUser(1)).toBeUndefined();
  expect(fetchTeam()).toBe('mocked team');
});
