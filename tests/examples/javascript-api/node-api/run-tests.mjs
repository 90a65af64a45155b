import { loadConfig } from '@rstest/core';
import { createRstest } from '@rstest/core/api';

const cwd = import.meta.dirname;

// createRstest does not look for rstest.config.ts: load it and pass it in.
const config = await loadConfig({ cwd });
const rstest = await createRstest({ cwd, config });

const result = await rstest.run({ filters: ['price'] });

console.log(`status: ${result.status}`);
const { passed, failed, todo } = result.summary.tests;
console.log(`tests: ${passed} passed, ${failed} failed, ${todo} todo`);
for (const test of result.testResults) {
  console.log(`${test.status}: ${[...(test.parentNames ?? []), test.name].join(' > ')}`);
}

// The API never sets the exit code: decide it from the result.
process.exitCode = result.status === 'pass' ? 0 : 1;
