import { expect, rs, test } from '@rstest/core';
import { priceIn } from './src/prices';

const { fetchRate } = rs.hoisted(() => ({ fetchRate: rs.fn() }));
rs.mock('./src/rates', () => ({ fetchRate }));

test('the factory reads fetchRate', async () => {
  fetchRate.mockResolvedValue(2);
  expect(await priceIn('USD', 1)).toEqual({ currency: 'USD', amount: 2 });
});
