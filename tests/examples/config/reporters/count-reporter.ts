import type { Reporter } from '@rstest/core';

// A reporter is an object with the hooks it needs; this one only waits for the end of the run.
export const countReporter: Reporter = {
  onTestRunEnd({ summary }) {
    console.log(`count-reporter: ${summary.tests.passed} of ${summary.tests.total} tests passed`);
  },
};
