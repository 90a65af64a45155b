import { expect, test } from '@rstest/core';
import { normalPdf } from './normal';

test('the standard normal density peaks at 0.3989', () => {
  expect(normalPdf(0)).toBeCloseTo(0.3989, 4);
});
