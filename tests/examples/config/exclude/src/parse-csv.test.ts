import { expect, test } from '@rstest/core';
import { parseCsv } from './parse-csv';

test('splits rows and cells', () => {
  expect(parseCsv('a,b\nc,d\n')).toEqual([
    ['a', 'b'],
    ['c', 'd'],
  ]);
});
