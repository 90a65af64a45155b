import { runRstest } from '@rstest/core/api';

const result = await runRstest({ cwd: import.meta.dirname, config: 'rstest.config.ts' });
console.log(`ok: ${result.ok}`);
console.log(`tests: ${result.stats.tests.passed} passed, ${result.stats.tests.failed} failed`);
process.exitCode = result.ok ? 0 : 1;
