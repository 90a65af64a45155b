import { expect, test } from '@rstest/core';
import { red } from 'picocolors';

test('colours the error label', () => {
  expect(red('error')).toContain('error');
});
