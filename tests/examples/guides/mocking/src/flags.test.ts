import { expect, rs, test } from '@rstest/core';

test('doMock affects only later imports', async () => {
  const before = await import('./flags');
  expect(before.flags.newCheckout).toBe(false);

  const enabled = true; // not hoisted, so the factory may use test variables
  rs.doMock('./flags', () => ({ flags: { newCheckout: enabled } }));

  const after = await import('./flags');
  expect(after.flags.newCheckout).toBe(true);
});
