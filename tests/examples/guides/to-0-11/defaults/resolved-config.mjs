import { createRstest } from '@rstest/core';

// Resolves a config as `rstest run` does, defaults filled in, without running any test.
async function resolve(config) {
  const { context } = await createRstest({ config, projects: [] }, 'run', []);
  return context.normalizedConfig;
}

const defaults = await resolve({});
console.log(`coverage.exclude: ${defaults.coverage.exclude.join(' ')}`);

const ownExclude = await resolve({ coverage: { exclude: ['**/test/**'] } });
console.log(`coverage.exclude with '**/test/**': ${ownExclude.coverage.exclude.join(' ')}`);

const browser = await resolve({ browser: { enabled: true, provider: 'playwright' } });
console.log(`browser mode testTimeout: ${browser.testTimeout}`);

const ownTimeout = await resolve({ browser: { enabled: true, provider: 'playwright' }, testTimeout: 5000 });
console.log(`browser mode testTimeout, set to 5000: ${ownTimeout.testTimeout}`);
