import { expect, rs, test } from '@rstest/core';
import { greeting } from './greeting';

rs.mock('./greeting', () => ({ greeting: () => 'mocked' }));

test('uses the mocked module', () => {
  expect(greeting('Ada')).toBe('mocked');
});
