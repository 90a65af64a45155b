import { expect, test } from '@rstest/core';

function startPolling(onTick: () => void) {
  const timer = setInterval(onTick, 1_000);
  return () => clearInterval(timer);
}

test('stops polling when asked', () => {
  const stop = startPolling(() => {});
  stop();
  expect(stop).toBeTypeOf('function');
});

test('starts polling', () => {
  // Never calls the returned stop function: the interval outlives the test.
  const stop = startPolling(() => {});
  expect(stop).toBeTypeOf('function');
});
