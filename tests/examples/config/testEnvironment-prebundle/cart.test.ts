import { expect, test } from '@rstest/core';

test('the page runs at the configured URL and width', () => {
  expect(location.pathname).toBe('/cart');
  expect(window.innerWidth).toBe(375);
});
