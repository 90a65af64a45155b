import path from 'node:path';
import { createRstest, ListTestsError } from '@rstest/core/api';

const cwd = import.meta.dirname;
const rstest = await createRstest({
  cwd,
  // A config object instead of a file; no reporters, so nothing is printed.
  config: { include: ['failing/**/*.test.ts'], reporters: [] },
});

// A failing test does not reject: it is in the result.
const result = await rstest.run({ filters: ['price'] });
console.log(`status: ${result.status}`);
console.log(`error: ${result.testResults[0].errors[0].message}`);
console.log(`process.exitCode: ${process.exitCode}`);

// A test file that throws while its tests are collected makes listTests reject.
try {
  await rstest.listTests({ filters: ['broken'] });
} catch (error) {
  if (!(error instanceof ListTestsError)) throw error;
  console.log(`${error.name}: ${error.message}`);
  for (const file of error.files) {
    console.log(`${path.relative(cwd, file.testPath)}: ${file.errors.map((e) => e.message).join(', ')}`);
  }
}
