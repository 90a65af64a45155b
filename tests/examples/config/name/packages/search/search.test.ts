import { expect, test } from '@rstest/core';

test('splits a query into words', () => {
  expect('red  shoes'.split(/\s+/)).toEqual(['red', 'shoes']);
});
