// Giving the main thread back between steps of search work, so that no step becomes a long task (50 ms and more on
// a phone) that would delay the reader's typing or the panel's rendering.

interface Scheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a task of its own: with `scheduler.yield()` where the browser has it (the rest of the work then runs
 * before other queued work, not behind it), else after a zero timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * How long the steps of a search may keep the main thread before they give it back, as measured by the device that
 * runs them: a step that starts just before the limit still ends well under 50 ms.
 */
const SLICE_MS = 8;

/** Work done in steps that gives the main thread back between two steps once it has kept it `ms`. */
export class Slices {
  readonly #ms: number;
  #since = performance.now();

  constructor(ms = SLICE_MS) {
    this.#ms = ms;
  }

  /** Before the next step: yields if this slice has run long enough. */
  async next(): Promise<void> {
    if (performance.now() - this.#since < this.#ms) return;
    await yieldToBrowser();
    this.#since = performance.now();
  }
}
