import type { Reporter } from '@rstest/core';

type RunEnd = Parameters<NonNullable<Reporter['onTestRunEnd']>>[0];

export class RerunReporter implements Reporter {
  onTestRunEnd(payload: RunEnd) {
    // Set in watch mode: the test files that this run ran.
    const rerun = payload.filterRerunTestPaths;
    console.log(rerun ? `rerun: ${rerun.length} file(s)` : 'full run');
    console.log(`payload: ${Object.keys(payload).sort().join(', ')}`);
  }
}
