import { expect, rs, test } from '@rstest/core';

test('useFakeTimers() fakes timers and Date, not process.nextTick or queueMicrotask', () => {
  const real = { setTimeout, setImmediate, Date, now: performance.now, nextTick: process.nextTick, queueMicrotask };
  rs.useFakeTimers();
  expect(setTimeout).not.toBe(real.setTimeout);
  expect(setImmediate).not.toBe(real.setImmediate);
  expect(Date).not.toBe(real.Date);
  expect(performance.now).not.toBe(real.now);
  expect(process.nextTick).toBe(real.nextTick);
  expect(queueMicrotask).toBe(real.queueMicrotask);
  rs.useRealTimers();
});

test('default timeouts', () => {
  expect(rs.getConfig()).toMatchObject({ testTimeout: 5000, hookTimeout: 10000 });
});
