import { isMainThread } from 'node:worker_threads';
import { expect, test } from '@rstest/core';

test('runs in a worker thread', () => {
  expect(isMainThread).toBe(false);
});

test('runs after the preloaded script', () => {
  expect(Error.stackTraceLimit).toBe(50);
});

test('knows its worker slot', () => {
  expect(['1', '2']).toContain(process.env.RSTEST_WORKER_ID);
});
