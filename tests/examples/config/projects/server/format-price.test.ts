import { expect, test } from '@rstest/core';

test('runs in Node.js, without a DOM', () => {
  expect(typeof document).toBe('undefined');
  expect(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(5)).toBe('$5.00');
});
