import { expect, rs, test } from '@rstest/core';
import { CURRENCIES, fetchRate } from './src/rates';

// rs.requireActual is synchronous, so a factory can call it.
rs.mock('./src/rates', () => ({ ...rs.requireActual<typeof import('./src/rates')>('./src/rates'), fetchRate: rs.fn() }));

test('keeps CURRENCIES and mocks fetchRate', () => {
  expect(CURRENCIES).toContain('USD');
  expect(rs.isMockFunction(fetchRate)).toBe(true);
});
