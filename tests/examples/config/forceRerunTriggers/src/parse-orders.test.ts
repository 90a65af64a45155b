import { readFileSync } from 'node:fs';
import { expect, test } from '@rstest/core';
import { parseOrders } from './parse-orders';

test('parses the sample export', () => {
  const csv = readFileSync(new URL('../fixtures/orders.csv', import.meta.url), 'utf8');
  expect(parseOrders(csv)).toEqual([
    { id: 'A-1', total: 20 },
    { id: 'A-2', total: 35.5 },
  ]);
});
