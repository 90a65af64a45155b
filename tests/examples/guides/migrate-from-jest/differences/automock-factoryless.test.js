import { expect, rs, test } from '@rstest/core';
import { priceIn } from './src/prices';

// No factory and no src/__mocks__/prices.js: Rstest mocks every export itself.
rs.mock('./src/prices');

test('priceIn is a mock function that returns undefined', () => {
  expect(rs.isMockFunction(priceIn)).toBe(true);
  expect(priceIn('USD', 2)).toBeUndefined();
});
