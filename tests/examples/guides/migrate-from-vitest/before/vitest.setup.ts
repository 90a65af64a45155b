import { afterEach, vi } from 'vitest';

// Every test starts with real timers, whatever the previous one switched on.
afterEach(() => {
  vi.useRealTimers();
});
