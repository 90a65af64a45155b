import { expect, rs, test } from '@rstest/core';
import * as actualRates from './src/rates' with { rstest: 'importActual' };
import { CURRENCIES, fetchRate } from './src/rates';

// vi.hoisted becomes rs.hoisted: the factory reads its values and the original module.
const { mockFetchRate } = rs.hoisted(() => ({ mockFetchRate: rs.fn() }));
rs.mock('./src/rates', () => ({ ...actualRates, fetchRate: mockFetchRate }));

test('keeps CURRENCIES and mocks fetchRate', () => {
  expect(CURRENCIES).toContain('USD');
  expect(fetchRate).toBe(mockFetchRate);
});
