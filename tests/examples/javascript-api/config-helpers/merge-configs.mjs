import { mergeProjectConfig, mergeRstestConfig } from '@rstest/core';

const lint = { name: 'lint-plugin' };
const alias = { name: 'alias-plugin' };

const base = {
  include: ['src/**/*.test.ts'],
  exclude: ['src/legacy/**'],
  setupFiles: ['./setup/dom.ts'],
  plugins: [lint],
  testTimeout: 5_000,
  coverage: { enabled: true, include: ['src/**'], reporters: ['text'] },
};
const ci = {
  include: ['src/**/*.spec.ts'],
  exclude: ['src/generated/**'],
  setupFiles: ['./setup/ci.ts'],
  plugins: [alias],
  testTimeout: undefined,
  retry: 2,
  coverage: { include: ['lib/**'], reporters: ['lcov'] },
};

const merged = mergeRstestConfig(base, ci);
console.log(merged);

// The inputs are left as they were.
console.log(base.setupFiles, ci.setupFiles);

// mergeProjectConfig merges project configs the same way.
console.log(mergeProjectConfig({ name: 'web', setupFiles: ['./a.ts'] }, { name: 'web-ci', setupFiles: ['./b.ts'] }));

// exclude in its object form with override: true replaces the patterns merged so far.
console.log(mergeRstestConfig(base, { exclude: { patterns: ['dist/**'], override: true } }).exclude);

// Two functions for the same option end up in an array.
const hideDebug = (log) => !log.includes('[debug]');
const hideTrace = (log) => !log.includes('[trace]');
console.log(mergeRstestConfig({ onConsoleLog: hideDebug }, { onConsoleLog: hideTrace }).onConsoleLog);
