// Matched only by the include of ../rstest.config.ts.
import { expect, test } from '@rstest/core';

test('answers pong', () => {
  expect('ping'.replace('i', 'o')).toBe('pong');
});
