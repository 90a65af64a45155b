import { expect, rs, test } from '@rstest/core';
import { CURRENCIES } from './rates';

// The path of rates.ts from the project root, not from this file: not found.
rs.mock('./rates', () => ({ ...rs.requireActual<typeof import('./rates')>('./src/rates'), fetchRate: rs.fn() }));

test('keeps CURRENCIES', () => {
  expect(CURRENCIES).toContain('USD');
});
