// SPEC-COVERAGE C32: a debounce/throttle utility with leading and trailing options and a maximum wait.
import { afterEach, beforeEach, describe, expect, rstest, test } from '@rstest/core';
import { debounce, throttle } from '../../theme/utils/timing';

beforeEach(() => {
  rstest.useFakeTimers();
});
afterEach(() => {
  rstest.useRealTimers();
});

/** Calls `fn` with 1, 2, 3… every `every` ms, `times` times, starting now. */
function burst(fn: (n: number) => void, times: number, every: number) {
  for (let n = 1; n <= times; n++) {
    fn(n);
    if (n < times) rstest.advanceTimersByTime(every);
  }
}

describe('debounce', () => {
  test('trailing (default): one call with the latest arguments once the burst has been quiet for `wait`', () => {
    const fn = rstest.fn();
    const debounced = debounce(fn, 100);
    burst(debounced, 5, 50);
    expect(fn).not.toHaveBeenCalled();
    rstest.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    rstest.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([[5]]);
  });

  test('leading: the first call of a burst at once, and no trailing call when trailing is off', () => {
    const fn = rstest.fn();
    const debounced = debounce(fn, 100, { leading: true, trailing: false });
    burst(debounced, 3, 10);
    expect(fn.mock.calls).toEqual([[1]]);
    rstest.advanceTimersByTime(500);
    expect(fn.mock.calls).toEqual([[1]]);
    // A new burst after the quiet period leads again.
    debounced(4);
    expect(fn.mock.calls).toEqual([[1], [4]]);
  });

  test('leading and trailing: a single call is not repeated at the end', () => {
    const fn = rstest.fn();
    const debounced = debounce(fn, 100, { leading: true });
    debounced(1);
    rstest.advanceTimersByTime(200);
    expect(fn.mock.calls).toEqual([[1]]);
    burst(debounced, 3, 10);
    rstest.advanceTimersByTime(100);
    expect(fn.mock.calls).toEqual([[1], [1], [3]]);
  });

  test('maxWait: a burst that never goes quiet still calls every maxWait ms', () => {
    const fn = rstest.fn();
    const debounced = debounce(fn, 100, { maxWait: 250 });
    burst(debounced, 30, 20); // 580 ms of events, never 100 ms apart
    expect(fn.mock.calls.length).toBe(2); // at 250 and 500 ms
    rstest.advanceTimersByTime(100);
    expect(fn.mock.calls.length).toBe(3);
    expect(fn.mock.calls.at(-1)).toEqual([30]);
  });

  test('cancel drops the pending call', () => {
    const fn = rstest.fn();
    const debounced = debounce(fn, 100);
    debounced(1);
    debounced.cancel();
    rstest.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('throttle', () => {
  test('calls at once, then at most once per `wait` with the latest arguments, then once at the end', () => {
    const fn = rstest.fn();
    const throttled = throttle(fn, 100);
    burst(throttled, 10, 25); // events at 0, 25, … 225 ms
    expect(fn.mock.calls.map(([n]) => n)).toEqual([1, 4, 8]); // at 0, 100 (latest: 75 ms) and 200 ms (latest: 175 ms)
    rstest.advanceTimersByTime(100);
    expect(fn.mock.calls.map(([n]) => n)).toEqual([1, 4, 8, 10]);
    rstest.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(4);
  });

  test('trailing: false drops the end-of-burst call', () => {
    const fn = rstest.fn();
    const throttled = throttle(fn, 100, { trailing: false });
    burst(throttled, 3, 10);
    rstest.advanceTimersByTime(500);
    expect(fn.mock.calls).toEqual([[1]]);
  });
});
