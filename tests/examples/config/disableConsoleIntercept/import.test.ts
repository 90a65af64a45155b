import { expect, test } from '@rstest/core';

test('imports every row', () => {
  const rows = ['apple', 'pear'];
  console.log(`importing ${rows.length} rows`);
  expect(rows).toHaveLength(2);
});
