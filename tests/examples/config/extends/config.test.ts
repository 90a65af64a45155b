import { expect, test } from '@rstest/core';
import { setupLog } from './setup-log';

declare const __APP_NAME__: string;

test('the preset read the name from your config', () => {
  expect(__APP_NAME__).toBe('checkout');
});

test('objects are merged key by key, and your values win', () => {
  expect(process.env.API_URL).toBe('http://localhost:4000');
  expect(process.env.LOG_LEVEL).toBe('silent');
});

test("arrays are concatenated: the preset's setup file runs first", () => {
  expect(setupLog).toEqual(['preset.setup.ts', 'app.setup.ts']);
});
