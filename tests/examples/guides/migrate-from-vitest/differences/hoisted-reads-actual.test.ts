import { expect, rs, test } from '@rstest/core';
import * as actualRates from './src/rates' with { rstest: 'importActual' };
import { CURRENCIES } from './src/rates';

// The hoisted callback runs before the original module is imported.
const { first } = rs.hoisted(() => ({ first: actualRates.CURRENCIES[0] }));
rs.mock('./src/rates', () => ({ ...actualRates, CURRENCIES: [first] }));

test('keeps the first currency only', () => {
  expect(CURRENCIES).toEqual(['USD']);
});
