import { expect, test } from '@rstest/core';
import pc from 'picocolors';

test('colours the error label', () => {
  expect(pc.red('error')).toContain('error');
});
