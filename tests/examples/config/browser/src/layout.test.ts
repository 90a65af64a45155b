import { expect, test } from '@rstest/core';

test('the sidebar takes up a quarter of the page', () => {
  document.body.innerHTML = '<aside style="width: 25%">Menu</aside>';
  const sidebar = document.querySelector('aside');
  // Needs real layout: jsdom and happy-dom compute no sizes and report 0.
  expect(sidebar?.getBoundingClientRect().width).toBeGreaterThan(0);
});
