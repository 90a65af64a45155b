import path from 'node:path';
import type { Reporter, TestCaseInfo, TestResult } from '@rstest/core';

// Prints each test's result with the place it is declared, as `file:line:column`.
export class LocationReporter implements Reporter {
  private locations = new Map<string, string>();

  onTestCaseStart(test: TestCaseInfo) {
    // Results carry no location: keep it from the start of the test, by test id.
    const where = test.location ? `${test.location.line}:${test.location.column}` : 'no location';
    this.locations.set(test.testId, `${path.basename(test.testPath)}:${where}`);
  }

  onTestCaseResult(result: TestResult) {
    console.log(`${result.status} ${this.locations.get(result.testId)} ${result.name}`);
  }
}
