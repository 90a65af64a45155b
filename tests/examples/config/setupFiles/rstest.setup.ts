import { expect } from '@rstest/core';

// Registered before every test file, so each file can use the matcher without importing anything.
expect.extend({
  toBeWithinRange(received: number, floor: number, ceiling: number) {
    const pass = received >= floor && received <= ceiling;
    return {
      pass,
      message: () => `expected ${received} ${pass ? 'not ' : ''}to be within ${floor}..${ceiling}`,
    };
  },
});

declare module '@rstest/core' {
  interface Matchers<T> {
    toBeWithinRange(floor: number, ceiling: number): T;
  }
}
