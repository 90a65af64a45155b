import { expect, rs, test } from '@rstest/core';
import { checkout } from './checkout';
import { currency } from './format';
import * as actualFormat from './format' with { rstest: 'importActual' };
import { charge } from './payments';

// rs.mock runs before the imports above: create what its factory needs with rs.hoisted.
const { fakeCharge } = rs.hoisted(() => ({
  fakeCharge: (amount: number) => Promise.resolve(`pay_${amount}`),
}));

rs.mock('./payments', () => ({ charge: rs.fn(fakeCharge) }));

// Keep the real module, replace one export.
rs.mock('./format', () => ({
  ...actualFormat,
  formatPrice: (cents: number) => `${cents} cents`,
}));

test('charges the total once', async () => {
  await expect(checkout([250, 100])).resolves.toBe('pay_350: 350 cents');
  expect(charge).toHaveBeenCalledOnce();
  expect(charge).toHaveBeenCalledWith(350);
  expect(currency()).toBe('EUR'); // the real export
});

test('reports a declined card', async () => {
  rs.mocked(charge).mockRejectedValueOnce(new Error('card declined'));
  await expect(checkout([999])).rejects.toThrow('card declined');
});
