import { afterEach, expect } from '@rstest/core';
import * as matchers from '@testing-library/jest-dom/matchers';
import type { TestingLibraryMatchers } from '@testing-library/jest-dom/matchers';
import { cleanup } from '@testing-library/react';

// Adds toBeInTheDocument(), toHaveTextContent() and the other jest-dom matchers.
expect.extend(matchers);

// Removes what render() mounted, so each test starts with an empty document.
afterEach(() => {
  cleanup();
});

// Lets TypeScript know about the matchers added above.
declare module '@rstest/core' {
  interface Assertion<T> extends TestingLibraryMatchers<unknown, T> {}
}
