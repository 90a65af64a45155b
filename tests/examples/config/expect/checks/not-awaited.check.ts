// Not shown on the page: a poll assertion without await.
import { expect, test } from '@rstest/core';

test('forgets await', () => {
  expect.poll(() => 'uploading').toBe('done');
});
