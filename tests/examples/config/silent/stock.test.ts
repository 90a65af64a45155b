import { expect, test } from '@rstest/core';

const stock = new Map([
  ['apple', 3],
  ['pear', 0],
]);

test('apples are in stock', () => {
  console.log('apple count:', stock.get('apple'));
  expect(stock.get('apple')).toBeGreaterThan(0);
});

// Fails on purpose: 'passed-only' keeps the logs of failed tests.
test('pears are in stock', () => {
  console.log('pear count:', stock.get('pear'));
  expect(stock.get('pear')).toBeGreaterThan(0);
});
