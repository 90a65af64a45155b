import { expect, test } from '@rstest/core';

test('env reaches setup files and tests, not global setup', () => {
  expect(process.env.SETUP_FILE_SAW).toBe('http://localhost:4000');
  expect(process.env.GLOBAL_SETUP_SAW).toBe('unset');
  expect(import.meta.env.API_URL).toBe('http://localhost:4000');
});

test('Rstest sets RSTEST, and NODE_ENV when the shell does not', () => {
  expect(process.env.RSTEST).toBe('true');
  expect(process.env.NODE_ENV).toBe('test');
});
