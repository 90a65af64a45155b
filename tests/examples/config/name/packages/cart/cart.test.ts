import { expect, test } from '@rstest/core';

test('shows the cart count', () => {
  document.body.innerHTML = '<span id="count">3</span>';
  expect(document.getElementById('count')?.textContent).toBe('3');
});
