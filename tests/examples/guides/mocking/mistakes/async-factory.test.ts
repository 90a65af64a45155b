import { expect, rs, test } from '@rstest/core';
import { formatPrice } from '../src/format';

rs.mock('../src/format', async () => {
  const actual = await rs.importActual<typeof import('../src/format')>('../src/format');
  return { ...actual, currency: () => 'USD' };
});

test('prices in dollars', () => {
  expect(formatPrice(350)).toBe('3.50 USD');
});
