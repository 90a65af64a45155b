import { expect, rs, test } from '@rstest/core';

test('useFakeTimers() leaves process.nextTick and queueMicrotask real', () => {
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

test('toFake fakes nextTick too', () => {
  rs.useFakeTimers({ toFake: ['setTimeout', 'nextTick'] });
  let ticked = false;
  process.nextTick(() => {
    ticked = true;
  });
  expect(ticked).toBe(false);
  rs.runAllTicks();
  expect(ticked).toBe(true);
  rs.useRealTimers();
});

test('default timeouts', () => {
  expect(rs.getConfig()).toMatchObject({ testTimeout: 5000, hookTimeout: 10000 });
});
