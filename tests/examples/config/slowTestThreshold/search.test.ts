import { expect, test } from '@rstest/core';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('builds the index', async () => {
  // Stands in for work that takes 150 ms.
  await sleep(150);
  expect(true).toBe(true);
});

test('finds a word', () => {
  expect('rstest docs'.includes('docs')).toBe(true);
});
