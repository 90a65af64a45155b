// Not shown on the page: never reached with jsdom 29, whose missing ResourceLoader fails the file first.
import { expect, test } from '@rstest/core';

test('uses the configured user agent', () => {
  expect(navigator.userAgent).toBe('ShopBot/1.0');
});
