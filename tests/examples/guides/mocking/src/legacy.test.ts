import { expect, rs, test } from '@rstest/core';

rs.mockRequire('./legacy.cjs', () => ({
  readConfig: () => ({ region: 'test' }),
}));

test('mockRequire replaces what require() returns', () => {
  const { readConfig } = require('./legacy.cjs');
  expect(readConfig()).toEqual({ region: 'test' });
});
