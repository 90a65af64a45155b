import { expect, test } from '@rstest/core';

// Stands in for a request that answers after `delay` ms.
const fetchUser = (delay: number) =>
  new Promise<{ name: string }>((resolve) => setTimeout(() => resolve({ name: 'Ada' }), delay));

test('loads the user', async () => {
  expect(await fetchUser(10)).toEqual({ name: 'Ada' });
});

test('waits for a slow backend', async () => {
  expect(await fetchUser(1_000)).toEqual({ name: 'Ada' });
});

// A third argument sets the timeout of one test.
test('has a budget of its own', async () => {
  expect(await fetchUser(300)).toEqual({ name: 'Ada' });
}, 1_000);
