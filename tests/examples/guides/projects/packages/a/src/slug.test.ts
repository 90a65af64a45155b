import { expect, test } from '@rstest/core';
import { slug } from './slug';

test('turns a title into a slug', () => {
  expect(slug('  Hello, World! ')).toBe('hello-world');
});

test('runs in Node.js', () => {
  expect(typeof document).toBe('undefined');
  expect((globalThis as { setupLog?: string[] }).setupLog).toEqual(['shared']);
});
