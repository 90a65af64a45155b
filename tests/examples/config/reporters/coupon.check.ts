import { expect, test } from '@rstest/core';

const applyCoupon = (price: number, percent: number) => price - price * (percent / 100);

// Fails on purpose, to show how each reporter reports a failure.
test('takes 10% off', () => {
  expect(applyCoupon(50, 10)).toBe(40);
});
