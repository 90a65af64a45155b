import { expect, test } from '@rstest/core';
import { audit } from './audit';

test('records a login', () => {
  expect(audit('login')).toBe('audit: login');
});
