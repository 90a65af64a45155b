import { expect, rs, test } from '@rstest/core';
import { fetchRate } from './src/rates';

const rate = rs.fn();
rs.mock('./src/rates', () => ({ fetchRate: rate }));

test('the factory reads a top-level const', () => {
  expect(fetchRate).toBe(rate);
});
