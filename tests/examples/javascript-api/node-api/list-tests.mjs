import path from 'node:path';
import { loadConfig } from '@rstest/core';
import { createRstest } from '@rstest/core/api';

const cwd = import.meta.dirname;
const rstest = await createRstest({ cwd, config: await loadConfig({ cwd }) });

// The resolved configuration is there before anything runs.
const { context } = rstest;
console.log(`Rstest ${context.version}, projects: ${context.projects.map((p) => p.name).join(', ')}`);
console.log(`include: ${context.config.include}, testTimeout: ${context.config.testTimeout}`);

// Collects the tests without running them.
const tests = await rstest.listTests({ filters: ['price'], includeSuites: true });
for (const entry of tests) console.log(entry.type, entry.fullName, entry.runMode ?? '');

const files = await rstest.listTests({ filesOnly: true });
console.log(files.map((file) => path.relative(cwd, file.testPath)).sort());
