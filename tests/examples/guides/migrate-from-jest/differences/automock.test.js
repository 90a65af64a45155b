import { expect, rs, test } from '@rstest/core';
import { priceIn } from './src/prices';

// No factory: src/__mocks__/rates.js stands in for src/rates.js.
rs.mock('./src/rates');

test('uses the module in __mocks__', async () => {
  expect(await priceIn('USD', 2)).toEqual({ currency: 'USD', amount: 3 });
});
