// Not shown on the page: an upload that never finishes, for the failure output the page quotes.
import { expect, test } from '@rstest/core';

test('a stuck upload', async () => {
  const upload = { status: 'uploading' };
  await expect.poll(() => upload.status, { message: 'upload status' }).toBe('done');
});
