import { loadConfig, mergeRstestConfig } from '@rstest/core';
import { createRstest } from '@rstest/core/api';

const cwd = import.meta.dirname;
const step = (text) => console.log(`> ${text}`);

const loaded = await loadConfig({ cwd });
step('config loaded');

// A reporter object that logs the hooks it receives.
const tracer = {
  onTestRunStart: () => step('onTestRunStart'),
  onTestFileResult: (file) => step(`onTestFileResult: ${file.status}`),
  onTestRunEnd: ({ summary }) => step(`onTestRunEnd: ${summary.tests.total} tests`),
  onExit: () => step('onExit'),
};
const content = mergeRstestConfig(loaded.content, { reporters: [tracer] });
const rstest = await createRstest({ cwd, config: { ...loaded, content } });
step('instance created');

for (const filter of ['cart', 'price']) {
  const result = await rstest.run({ filters: [filter] });
  step(`run resolved: ${result.status}`);
}
