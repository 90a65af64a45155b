import { expect, rs, test } from '@rstest/core';
import { formatPrice } from './format';

test('stubEnv changes process.env for one test', () => {
  rs.stubEnv('CURRENCY', 'GBP');
  expect(formatPrice(1999)).toBe('19.99 GBP');
});

test('unstubEnvs put the variable back', () => {
  expect(process.env.CURRENCY).toBeUndefined();
  expect(formatPrice(1999)).toBe('19.99 EUR');
});

test('stubGlobal replaces a global such as fetch', async () => {
  rs.stubGlobal('fetch', rs.fn(async () => Response.json({ id: 'pay_1' })));
  const { charge } = await import('./payments');

  await expect(charge(100)).resolves.toBe('pay_1');
  expect(fetch).toHaveBeenCalledOnce();
});
