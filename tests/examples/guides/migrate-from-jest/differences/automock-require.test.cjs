const { expect, rs, test } = require('@rstest/core');
const { priceIn } = require('./src/prices');

// The same for a module loaded with require.
rs.mockRequire('./src/prices');

test('priceIn is a mock function that returns undefined', () => {
  expect(rs.isMockFunction(priceIn)).toBe(true);
  expect(priceIn('USD', 2)).toBeUndefined();
});
