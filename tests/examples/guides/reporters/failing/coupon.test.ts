import { expect, test } from '@rstest/core';

const applyCoupon = (cents: number, percent: number) => cents - Math.round((cents * percent) / 100);

test('takes 10% off', () => {
  expect(applyCoupon(5000, 10)).toBe(4000);
});
