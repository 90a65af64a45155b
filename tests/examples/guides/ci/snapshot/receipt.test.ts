import { expect, test } from '@rstest/core';

test('prints the receipt', () => {
  expect({ items: 2, total: 15 }).toMatchSnapshot();
});
