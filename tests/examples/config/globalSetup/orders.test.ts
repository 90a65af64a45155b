import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@rstest/core';

test('reads the data written by the global setup', () => {
  const orders = JSON.parse(readFileSync(path.join(process.env.DATA_DIR ?? '', 'orders.json'), 'utf8'));
  expect(orders).toEqual([{ id: 'A-1' }]);
});
