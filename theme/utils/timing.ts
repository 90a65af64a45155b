// Rate limiting for scroll and input handlers (SPEC-COVERAGE C32): debounce and throttle with leading and trailing
// options and a maximum wait. lodash's debounce/throttle semantics, without the dependency.

export interface DebounceOptions {
  /** Call on the first event of a burst. Default false. */
  leading?: boolean;
  /** Call with the latest arguments once the burst has been quiet for `wait` ms. Default true. */
  trailing?: boolean;
  /** Call at least this often (with the latest arguments) during a burst that never goes quiet. */
  maxWait?: number;
}

export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops a pending call. */
  cancel(): void;
}

export function debounce<Args extends unknown[]>(
  fn: (...args: Args) => void,
  wait: number,
  { leading = false, trailing = true, maxWait }: DebounceOptions = {},
): Debounced<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingArgs: Args | undefined;
  let lastEventTime: number | undefined;
  let lastCallTime = 0;

  const call = (time: number) => {
    const args = pendingArgs as Args;
    pendingArgs = undefined;
    lastCallTime = time;
    fn(...args);
  };

  /** Quiet for `wait` since the last event, or `maxWait` since the last call. */
  const isDue = (time: number) =>
    lastEventTime === undefined ||
    time - lastEventTime >= wait ||
    time < lastEventTime ||
    (maxWait !== undefined && time - lastCallTime >= maxWait);

  const msUntilDue = (time: number) => {
    const untilQuiet = wait - (time - (lastEventTime ?? time));
    return maxWait === undefined ? untilQuiet : Math.min(untilQuiet, maxWait - (time - lastCallTime));
  };

  const onTimer = () => {
    const time = Date.now();
    if (!isDue(time)) {
      timer = setTimeout(onTimer, msUntilDue(time));
      return;
    }
    timer = undefined;
    if (trailing && pendingArgs) call(time);
    pendingArgs = undefined;
  };

  const debounced = (...args: Args) => {
    const time = Date.now();
    const due = isDue(time);
    pendingArgs = args;
    lastEventTime = time;
    if (due && timer === undefined) {
      // A new burst: maxWait counts from here.
      lastCallTime = time;
      timer = setTimeout(onTimer, wait);
      if (leading) call(time);
      return;
    }
    if (due && maxWait !== undefined) {
      // maxWait ran out while events kept coming.
      clearTimeout(timer);
      timer = setTimeout(onTimer, wait);
      call(time);
      return;
    }
    timer ??= setTimeout(onTimer, wait);
  };

  debounced.cancel = () => {
    clearTimeout(timer);
    timer = pendingArgs = lastEventTime = undefined;
    lastCallTime = 0;
  };
  return debounced;
}

/** At most one call per `wait` ms: the first event of a burst at once, then the latest one every `wait` ms. */
export function throttle<Args extends unknown[]>(
  fn: (...args: Args) => void,
  wait: number,
  { leading = true, trailing = true }: Omit<DebounceOptions, 'maxWait'> = {},
): Debounced<Args> {
  return debounce(fn, wait, { leading, trailing, maxWait: wait });
}

/**
 * Calls `fn` in the next animation frame, once however many times it is asked for before then: for work that reads
 * the layout, which the browser has to compute for that frame anyway.
 */
export function nextFrame(fn: () => void): Debounced<[]> {
  let frame = 0;
  const scheduled = () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      fn();
    });
  };
  scheduled.cancel = () => {
    cancelAnimationFrame(frame);
    frame = 0;
  };
  return scheduled;
}
