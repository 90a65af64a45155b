import { expect, test } from '@rstest/core';

test('imports every row', () => {
  const rows = [{ name: 'apple', price: 3 }, { name: 'pear' }];
  for (const row of rows) {
    console.log(`progress: ${row.name}`);
    if (row.price === undefined) console.warn(`${row.name} has no price`);
  }
  expect(rows).toHaveLength(2);
});
