import { expect, test } from '@rstest/core';

function startUpload(durationMs: number) {
  const upload = { status: 'uploading' };
  setTimeout(() => {
    upload.status = 'done';
  }, durationMs);
  return upload;
}

test('a small file finishes within the configured timeout', async () => {
  const upload = startUpload(60);
  await expect.poll(() => upload.status).toBe('done');
});

test('a large file gets more time for this one assertion', async () => {
  const upload = startUpload(400);
  await expect.poll(() => upload.status, { timeout: 1000 }).toBe('done');
});
