import { expect, test } from '@rstest/core';
import { userAgent } from '@/utils/user-agent';

test('sends the app version', () => {
  expect(userAgent()).toBe('my-app/1.4.0');
});
