import { expect, test } from '@rstest/core';
import { priceList } from '@/pricing';

test('lists the plans of plans.csv in the currency of source.define', () => {
  expect(priceList()).toEqual(['Basic: €4.50', 'Pro: €12.00']);
});
