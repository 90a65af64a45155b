import { expect, rs, test } from '@rstest/core';
import { priceIn } from './src/prices';

const mockFetchRate = rs.fn();
rs.mock('./src/rates', () => ({ fetchRate: mockFetchRate }));

test('the factory reads fetchRate', async () => {
  mockFetchRate.mockResolvedValue(2);
  expect(await priceIn('USD', 1)).toEqual({ currency: 'USD', amount: 2 });
});
