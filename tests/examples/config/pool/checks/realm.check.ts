// Not shown on the page: verifies its pitfalls about threads and VM pools, and prints the worker slot, process
// and thread it runs in, like the slot-*.check.ts files (run with --include).
import { readFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { expect, test } from '@rstest/core';

test('an fs error is an Error', () => {
  expect(() => readFileSync('missing.txt')).toThrow(Error);
});

test('changes directory', () => {
  console.log(`SLOT ${process.env.RSTEST_WORKER_ID}`);
  console.log(`PID ${process.pid}`);
  console.log(`THREAD ${threadId}`);
  process.chdir('..');
});
