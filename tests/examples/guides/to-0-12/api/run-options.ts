import type { RstestUserConfig, RunRstestOptions, TestFileResult } from '@rstest/core/api';

// Shared by the code that runs the tests.
const inlineConfig: RstestUserConfig = { testTimeout: 10_000 };

export const options: RunRstestOptions = { config: 'rstest.config.ts', inlineConfig };

export const failedFiles = (files: TestFileResult[]) => files.filter((file) => file.status === 'fail').map((file) => file.testPath);
