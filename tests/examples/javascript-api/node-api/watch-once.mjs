import { loadConfig } from '@rstest/core';
import { createRstest } from '@rstest/core/api';

const cwd = import.meta.dirname;
const rstest = await createRstest({ cwd, config: await loadConfig({ cwd }) });

// Resolves once the first run has finished; onResult is called after every run.
const watcher = await rstest.watch({
  reporters: [],
  onResult: (result) => console.log(`run finished: ${result.status}, ${result.rerunTestPaths.length} files`),
});

// Stop watching: without this, the process keeps running.
await watcher.close();
console.log('watcher closed');
