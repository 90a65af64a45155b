import { expect, rstest, test } from '@rstest/core';

const isEnabled = (flag: string) => (process.env.FEATURE_FLAGS ?? '').split(',').includes(flag);

test('shows the new checkout when its flag is on', () => {
  rstest.stubEnv('FEATURE_FLAGS', 'new-checkout,dark-mode');
  expect(isEnabled('new-checkout')).toBe(true);
});

test('the next test sees the original environment', () => {
  expect(process.env.FEATURE_FLAGS).toBeUndefined();
  expect(isEnabled('new-checkout')).toBe(false);
});
