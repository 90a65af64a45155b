import { expect, test } from '@rstest/core';
import { money as fromPaths } from '@lib/money';
import { money as fromAlias } from '~/lib/money';

test('tsconfig paths and resolve.alias lead to the same module', () => {
  expect(fromPaths).toBe(fromAlias);
  expect(fromAlias(2)).toBe('$2.00');
});

test('CommonJS globals work in test files', () => {
  expect(__dirname).toBe(import.meta.dirname);
  expect(require('./lib/money').money(1)).toBe('$1.00');
});
