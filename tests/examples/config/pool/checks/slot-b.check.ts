// Not shown on the page: prints the worker slot, process and thread it runs in (run with --include).
import { threadId } from 'node:worker_threads';
import { test } from '@rstest/core';

test('prints where it runs', () => {
  console.log(`SLOT ${process.env.RSTEST_WORKER_ID}`);
  console.log(`PID ${process.pid}`);
  console.log(`THREAD ${threadId}`);
});
