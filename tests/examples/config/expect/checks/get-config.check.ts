// Not shown on the page: the configured defaults are in effect, and the first attempt does not wait.
import { expect, rstest, test } from '@rstest/core';

test('rstest.getConfig() returns the configured poll defaults', () => {
  expect(rstest.getConfig().expect?.poll).toEqual({ interval: 20, timeout: 200 });
});

test('the first attempt runs at once', async () => {
  const started = Date.now();
  await expect.poll(() => 'done', { interval: 1000, timeout: 2000 }).toBe('done');
  expect(Date.now() - started).toBeLessThan(500);
});
