import { createRstest, initCli } from '@rstest/core';

// Loads rstest.config.ts and its projects as the rstest command does, then runs the tests.
const { config, configFilePath, projects } = await initCli({});
const rstest = createRstest({ config, configFilePath, projects }, 'run', []);
await rstest.runTests();
