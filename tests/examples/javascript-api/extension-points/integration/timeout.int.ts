import { expect, rstest, test } from '@rstest/core';

test('runs because the plugin added its pattern to include', () => {
  expect(rstest.getConfig().testTimeout).toBe(20_000);
});
