import { expect, rs, test } from '@rstest/core';
import { CURRENCIES } from './src/rates';

// A synchronous factory that still expects Vitest's importOriginal argument.
rs.mock('./src/rates', (importOriginal) => ({ ...importOriginal(), fetchRate: rs.fn() }));

test('keeps CURRENCIES', () => {
  expect(CURRENCIES).toContain('USD');
});
