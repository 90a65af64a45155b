import path from 'node:path';
import type { Reporter, TestCaseInfo, TestFileInfo, TestFileResult, TestResult, TestSuiteInfo } from '@rstest/core';

// TestRunEndPayload and UserConsoleLog are not exported by name: take them from the hooks.
type RunEnd = Parameters<NonNullable<Reporter['onTestRunEnd']>>[0];
type ConsoleLog = Parameters<NonNullable<Reporter['onUserConsoleLog']>>[0];

const file = (item: { testPath: string }) => path.basename(item.testPath);
const fullName = (item: TestSuiteInfo | TestCaseInfo | TestResult) => [...(item.parentNames ?? []), item.name].join(' > ');

// Notes each hook call with what it received, and prints the list when the run is over.
export class OrderReporter implements Reporter {
  private calls: string[] = [];

  onTestRunStart() {
    this.calls.push('onTestRunStart');
  }
  onTestFileStart(test: TestFileInfo) {
    this.calls.push(`onTestFileStart ${file(test)}`);
  }
  onTestFileReady(test: TestFileInfo) {
    this.calls.push(`onTestFileReady ${file(test)}`);
  }
  onTestSuiteStart(suite: TestSuiteInfo) {
    this.calls.push(`onTestSuiteStart ${fullName(suite)}`);
  }
  onTestCaseStart(test: TestCaseInfo) {
    this.calls.push(`onTestCaseStart ${fullName(test)}`);
  }
  onUserConsoleLog(log: ConsoleLog) {
    this.calls.push(`onUserConsoleLog "${log.content}" (${log.type}, from ${log.taskName})`);
  }
  onTestCaseResult(result: TestResult) {
    this.calls.push(`onTestCaseResult ${fullName(result)}: ${result.status}`);
  }
  onTestSuiteResult(result: TestResult) {
    this.calls.push(`onTestSuiteResult ${fullName(result)}: ${result.status}`);
  }
  onTestFileResult(result: TestFileResult) {
    this.calls.push(`onTestFileResult ${file(result)}: ${result.status}`);
  }
  onTestRunEnd({ summary }: RunEnd) {
    this.calls.push(`onTestRunEnd ${summary.tests.passed} passed, ${summary.tests.failed} failed`);
    console.log(['', 'Hook calls:', ...this.calls].join('\n'));
  }
  onExit() {
    console.log('onExit');
  }
}
