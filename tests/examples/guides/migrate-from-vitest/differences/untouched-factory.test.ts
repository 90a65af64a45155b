import { expect, rs, test } from '@rstest/core';
import { CURRENCIES } from './src/rates';

// The Vitest factory as it was, with only `vi` renamed.
rs.mock('./src/rates', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./src/rates')>()),
  fetchRate: rs.fn(),
}));

test('keeps CURRENCIES', () => {
  expect(CURRENCIES).toContain('USD');
});
