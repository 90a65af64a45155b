/**
 * @rstest-environment-options {"url": "https://admin.example.com/orders"}
 */
// Not shown on the page: docblock options are merged over the project's options (same environment).
import { expect, test } from '@rstest/core';

test('the URL comes from the docblock, the width from the config', () => {
  expect(location.href).toBe('https://admin.example.com/orders');
  expect(window.innerWidth).toBe(375);
});
