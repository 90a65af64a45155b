import { expect, rs, test } from '@rstest/core';
import { formatPrice } from '../src/format';
import * as actualFormat from '../src/format' with { rstest: 'importActual' };

rs.mock('../src/format', () => ({ ...actualFormat, currency: () => 'USD' }));

test('prices in dollars', () => {
  expect(formatPrice(350)).toBe('3.50 USD');
});
