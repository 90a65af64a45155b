import { loadConfig } from '@rstest/core';
import { createRstest } from '@rstest/core/api';

const cwd = import.meta.dirname;
const rstest = await createRstest({ cwd, config: await loadConfig({ cwd }) });

// Each shard runs half of the test files and writes a blob report into .rstest-reports/.
for (const shard of ['1/2', '2/2']) {
  await rstest.run({ shard, reporters: ['blob'] });
}

// Reads the blob reports, reports them as one run, then deletes them.
const merged = await rstest.mergeReports({ cleanup: true });
console.log(`merged: ${merged.status}, ${merged.summary.files.total} files`);
