// Not shown on the page: rstest.waitFor keeps its own 1000 ms default, whatever expect.poll.timeout says.
import { expect, rstest, test } from '@rstest/core';

test('waitFor ignores expect.poll', async () => {
  const started = Date.now();
  await expect(
    rstest.waitFor(() => {
      throw new Error('not yet');
    }),
  ).rejects.toThrow('not yet');
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);
});
