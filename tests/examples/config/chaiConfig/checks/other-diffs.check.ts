// Not shown on the page: diffs that chaiConfig.showDiff does not remove (run with -c no-diff.config.ts).
import { expect, rstest, test } from '@rstest/core';

test('snapshot mismatch', () => {
  expect({ team: 'checkout' }).toMatchInlineSnapshot(`
    {
      "team": "payments",
    }
  `);
});

test('called with other arguments', () => {
  const assign = rstest.fn();
  assign({ team: 'checkout' });
  expect(assign).toHaveBeenCalledWith({ team: 'payments' });
});
