import { expect, test } from '@rstest/core';
import { slugify } from './slugify';

test('turns a title into a slug', () => {
  expect(slugify('Hello World')).toBe('hello-world');
});
