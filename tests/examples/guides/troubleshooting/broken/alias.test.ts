import { expect, test } from '@rstest/core';
import { money } from '~/lib/money';

test('formats an amount', () => {
  expect(money(2)).toBe('$2.00');
});
