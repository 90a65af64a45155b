import { beforeAll, expect, test } from '@rstest/core';

beforeAll(async () => {
  await new Promise<void>(() => {});
});

test('never starts', () => {
  expect(true).toBe(true);
});
