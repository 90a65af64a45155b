import { expect, rs, test } from '@rstest/core';
import { checkout } from '../src/checkout';

const fakeCharge = rs.fn(async () => 'pay_1');

rs.mock('../src/payments', () => ({ charge: fakeCharge }));

test('charges', async () => {
  await expect(checkout([100])).resolves.toBe('pay_1: 1.00 EUR');
});
