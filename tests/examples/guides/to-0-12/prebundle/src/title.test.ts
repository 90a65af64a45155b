import { expect, test } from '@rstest/core';

test('sets the document title', () => {
  document.title = 'Pricing';
  expect(document.querySelector('title')?.textContent).toBe('Pricing');
});
