import { expect, test } from '@rstest/core';

// Its snapshot file was written by Jest: outside a describe, the name is the same.
test('a receipt line', () => {
  expect({ currency: 'GBP', amount: 34.26 }).toMatchSnapshot();
});
