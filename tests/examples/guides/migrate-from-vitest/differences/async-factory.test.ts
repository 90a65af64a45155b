import { expect, rs, test } from '@rstest/core';
import { CURRENCIES } from './src/rates';

// The Vitest form, with only `vi` renamed.
rs.mock('./src/rates', async () => ({
  ...(await rs.importActual<typeof import('./src/rates')>('./src/rates')),
  fetchRate: rs.fn(),
}));

test('keeps CURRENCIES', () => {
  expect(CURRENCIES).toContain('USD');
});
