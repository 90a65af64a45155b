import { expect, test } from '@rstest/core';
import { bump } from './version';

test('bumps the patch version', () => {
  expect(bump('1.4.9')).toBe('1.4.10');
});
