import { expect, test } from '@rstest/core';
import { version } from './version';

test('the adapter passed the version on as a define', () => {
  expect(version()).toBe('v1.4.0');
});

test('the adapter chose a DOM environment for the web target', () => {
  expect(typeof document).toBe('object');
});
