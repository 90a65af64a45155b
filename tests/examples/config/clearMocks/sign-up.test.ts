import { expect, rstest, test } from '@rstest/core';

// One mock shared by every test in the file.
const sendEmail = rstest.fn().mockResolvedValue('queued');

async function signUp(email: string) {
  return sendEmail(email);
}

test('sends a welcome email', async () => {
  await expect(signUp('ada@example.com')).resolves.toBe('queued');
  expect(sendEmail).toHaveBeenCalledTimes(1);
});

test('counts from zero again and keeps the mocked value', async () => {
  await expect(signUp('grace@example.com')).resolves.toBe('queued');
  expect(sendEmail).toHaveBeenCalledTimes(1);
  expect(sendEmail).toHaveBeenCalledWith('grace@example.com');
});
