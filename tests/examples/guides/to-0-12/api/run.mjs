import { loadConfig } from '@rstest/core';
import { createRstest } from '@rstest/core/api';

const cwd = import.meta.dirname;
// createRstest does not read rstest.config.ts by itself: load it and pass it in.
const rstest = await createRstest({ cwd, config: await loadConfig({ cwd }) });
const result = await rstest.run();
console.log(`status: ${result.status}`);
console.log(`tests: ${result.summary.tests.passed} passed, ${result.summary.tests.failed} failed`);
process.exitCode = result.status === 'pass' ? 0 : 1;
