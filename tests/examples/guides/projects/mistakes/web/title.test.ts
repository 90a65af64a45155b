import { expect, test } from '@rstest/core';

test('sets the page title', () => {
  document.title = 'Dashboard';
  expect(document.title).toBe('Dashboard');
});
