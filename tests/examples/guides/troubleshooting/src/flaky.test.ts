import { expect, test } from '@rstest/core';

let calls = 0;
// Stands for a service that fails on the first call only.
const fetchPrices = async () => {
  calls += 1;
  if (calls === 1) throw new Error('ECONNRESET');
  return [5, 10];
};

test('loads the price list', async () => {
  expect(await fetchPrices()).toEqual([5, 10]);
});
