/**
 * @rstest-environment jsdom
 * @rstest-environment-options {"url": "https://admin.example.com/orders"}
 */
// Not shown on the page: a file that picks another environment gets only its own options.
import { expect, test } from '@rstest/core';

test('jsdom runs with the docblock URL and without the project width', () => {
  expect(navigator.userAgent).toContain('jsdom');
  expect(location.href).toBe('https://admin.example.com/orders');
  expect(window.innerWidth).toBe(1024);
});
