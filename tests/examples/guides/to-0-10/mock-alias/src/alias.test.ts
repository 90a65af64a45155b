import { expect, rs as vi, test } from '@rstest/core';
import { greeting } from './greeting';

// `vi` is `rs` under another name, as code moved over from Vitest often keeps it.
vi.mock('./greeting', () => ({ greeting: () => 'mocked' }));

test('uses the mocked module', () => {
  expect(greeting('Ada')).toBe('mocked');
});
