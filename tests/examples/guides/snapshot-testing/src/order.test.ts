import { describe, expect, test } from '@rstest/core';
import { renderReceipt, summarizeOrder } from './order';

const items = [
  { sku: 'mug', quantity: 2, unitCents: 1250 },
  { sku: 'tea', quantity: 1, unitCents: 899 },
];

describe('summarizeOrder', () => {
  test('lists the lines and the total', () => {
    expect(summarizeOrder('A-100', items)).toMatchSnapshot();
  });

  test('shows the total only', () => {
    expect(summarizeOrder('A-100', items).total).toMatchInlineSnapshot(`"$33.99"`);
  });
});

test('renders the receipt as HTML', async () => {
  await expect(renderReceipt('A-100', items)).toMatchFileSnapshot('./__snapshots__/receipt.html');
});
