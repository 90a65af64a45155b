const { expect, test } = require('@rstest/core');

const total = (prices) => prices.reduce((sum, price) => sum + price, 0);
module.exports = { total };

test('adds up the cart', () => {
  expect(total([5, 10])).toBe(15);
});
