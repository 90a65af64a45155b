import { expect, rs, test } from '@rstest/core';
import { recordVisit } from './analytics';
import { openPage } from './page';

rs.mock('./analytics', () => ({ recordVisit: rs.fn(async () => {}) }));

test('renders the title and records the visit', () => {
  expect(openPage('Pricing')).toBe('<h1>Pricing</h1>');
  expect(recordVisit).toHaveBeenCalledWith('Pricing');
});
