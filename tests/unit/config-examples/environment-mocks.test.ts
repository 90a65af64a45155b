/**
 * The pages of the environment-mocks batch: env, clearMocks, resetMocks, restoreMocks, unstubGlobals, unstubEnvs,
 * expect and chaiConfig, plus the object forms of exclude and testEnvironment. Each test checks the outcome and
 * output a page describes for a fixture under tests/examples/config/.
 *
 * Fixture files under a `checks/` folder (and mocks-compared/, env-scope/) are not shown on the pages: they verify
 * the pages' pitfalls and statements.
 *
 * These options are project options, so most scenarios run as projects of a few Rstest runs: each fixture as a
 * project of its own (its folder, with its config), each variant as an inline project rooted in the fixture folder
 * (inline projects don't read the folder's config: a variant spreads the fixture config it builds on, or sets
 * nothing for "without the option"). The JSON report tells the projects apart. The runs start before the first test
 * (with `-t`, when a test reads them), two at a time (see ../utils/concurrent-runs.ts); the tests read their outcome.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createRstest } from '@rstest/core/api';
import { afterAll, describe, expect, rstest as rs, test } from '@rstest/core';
import { emptyConfigFile, fixtureDir, pageBody } from '../utils/config-pages';
import { codeBlocks, LANGS, REPO_ROOT } from '../utils/docs';
import { testSummary } from '../utils/run-rstest';
import {
  consoleLogsOf,
  errorsOf,
  removeTemporaryDirs,
  reportedFile,
  type Run,
  rstest,
  rstestProjects,
  statuses,
  task,
  temporaryDir,
  testsOf,
} from '../utils/concurrent-runs';

// Tests wait for runs started in the background, which can queue behind others on a busy machine.
rs.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const emptyConfig = emptyConfigFile();

/** Code without its `//` comment lines, which the Chinese pages translate. */
const withoutCommentLines = (code: string) =>
  code
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n')
    .trim();

/** The code of a page's code blocks, untitled ones included. */
const blocksOf = (lang: (typeof LANGS)[number], page: string) => codeBlocks(pageBody(lang, `config/test/${page}.mdx`));

/** The page shows `file` of a fixture in some block (EN exactly; ZH with its `//` comments translated). */
function expectPageShows(page: string, fixtureFile: string) {
  const fixture = readFileSync(fixtureFile, 'utf8');
  expect(blocksOf('en', page).some((block) => block.code.trim() === fixture.trim())).toBe(true);
  expect(blocksOf('zh', page).some((block) => withoutCommentLines(block.code) === withoutCommentLines(fixture))).toBe(true);
}

/** Every line of the page's untitled `txt` blocks that contain `marker`, which the output must contain. */
const quotedLines = (page: string, marker: string) =>
  blocksOf('en', page)
    .filter((block) => block.lang === 'txt' && block.code.includes(marker))
    .flatMap((block) => block.code.split('\n'))
    .filter((line) => line.trim() !== '');

/** The config Rstest resolves for `config` in an empty folder. */
async function resolve(config: Record<string, unknown>) {
  return (await createRstest({ cwd: temporaryDir(), config })).context.config;
}

afterAll(async () => {
  await removeTemporaryDirs();
  rmSync(path.dirname(emptyConfig), { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------------------------
// The runs. Each starts now; the tests below wait for the ones they read.

const dir = (option: string) => JSON.stringify(fixtureDir(option));
const file = (option: string, name: string) => JSON.stringify(path.join(fixtureDir(option), name));
const OPTIONS = ['clearMocks', 'resetMocks', 'restoreMocks'] as const;

/** The variables the env example's shell exports; FEATURE_FLAGS unset, as the unstubEnvs example needs. */
const SHELL = { API_URL: 'https://api.example.com', SENTRY_DSN: 'https://key@sentry.example.com/1', FEATURE_FLAGS: undefined };

/**
 * env and the mock options. The mocks-compared checks print what a test sees of the mocks the previous test
 * changed; set-config.check.ts turns its option on with rstest.setConfig, from the MOCK_OPTION variable.
 */
const mocksRun = rstestProjects(
  `{
  pool: { maxWorkers: 2 },
  projects: [
    ${dir('env')},
    { name: 'env-without', root: ${dir('env')} },
${OPTIONS.map((option) => `    { name: 'compare-${option}', root: ${dir('mocks-compared')}, include: ['compare.check.ts'], ${option}: true },`).join('\n')}
${OPTIONS.map((option) => `    { name: 'set-config-${option}', root: ${dir('mocks-compared')}, include: ['set-config.check.ts'], env: { MOCK_OPTION: '${option}' } },`).join('\n')}
    ${dir('clearMocks')},
    { name: 'clearMocks-without', root: ${dir('clearMocks')} },
    { ...clearMocks, name: 'clearMocks-checks', root: ${dir('clearMocks')}, include: ['checks/*.check.ts'] },
    ${dir('resetMocks')},
    { name: 'resetMocks-without', root: ${dir('resetMocks')} },
    { name: 'resetMocks-with-clearMocks', root: ${dir('resetMocks')}, clearMocks: true },
    { name: 'resetMocks-with-restoreMocks', root: ${dir('resetMocks')}, restoreMocks: true },
    { ...resetMocks, name: 'resetMocks-checks', root: ${dir('resetMocks')}, include: ['checks/*.check.ts'] },
    { name: 'restoreMocks-factory', root: ${dir('resetMocks')}, restoreMocks: true, include: ['checks/factory.check.ts'] },
    ${dir('restoreMocks')},
    { name: 'restoreMocks-without', root: ${dir('restoreMocks')} },
    { name: 'restoreMocks-with-resetMocks', root: ${dir('restoreMocks')}, resetMocks: true },
    { ...restoreMocks, name: 'restoreMocks-checks', root: ${dir('restoreMocks')}, include: ['checks/*.check.ts'] },
    ${dir('unstubGlobals')},
    { name: 'unstubGlobals-without', root: ${dir('unstubGlobals')} },
    { ...unstubGlobals, name: 'unstubGlobals-checks', root: ${dir('unstubGlobals')}, include: ['checks/*.check.ts'] },
    ${dir('unstubEnvs')},
    { name: 'unstubEnvs-without', root: ${dir('unstubEnvs')} },
    { ...unstubEnvs, name: 'unstubEnvs-checks', root: ${dir('unstubEnvs')}, include: ['checks/scope.check.ts'] },
    { ...unstubEnvsWithEnv, name: 'unstubEnvs-with-env', root: ${dir('unstubEnvs')} },
  ],
}`,
  {
    imports: [
      `import clearMocks from ${file('clearMocks', 'rstest.config.ts')};`,
      `import resetMocks from ${file('resetMocks', 'rstest.config.ts')};`,
      `import restoreMocks from ${file('restoreMocks', 'rstest.config.ts')};`,
      `import unstubGlobals from ${file('unstubGlobals', 'rstest.config.ts')};`,
      `import unstubEnvs from ${file('unstubEnvs', 'rstest.config.ts')};`,
      `import unstubEnvsWithEnv from ${file('unstubEnvs', 'checks/with-env.config.ts')};`,
    ].join('\n'),
    env: SHELL,
  },
);

/** expect, chaiConfig and exclude. stuck.check.ts polls for an upload that never finishes. */
const assertionsRun = rstestProjects(
  `{
  pool: { maxWorkers: 2 },
  projects: [
    ${dir('expect')},
    { ...expectConfig, name: 'expect-stuck', root: ${dir('expect')}, include: ['checks/stuck.check.ts'] },
    { name: 'expect-stuck-defaults', root: ${dir('expect')}, include: ['checks/stuck.check.ts'] },
    { ...expectConfig, name: 'expect-stuck-capped', root: ${dir('expect')}, include: ['checks/stuck.check.ts'], testTimeout: 150 },
    { ...expectConfig, name: 'expect-not-awaited', root: ${dir('expect')}, include: ['checks/not-awaited.check.ts'] },
    { ...expectConfig, name: 'expect-checks', root: ${dir('expect')}, include: ['checks/{get-config,wait-for}.check.ts'] },
    ${dir('chaiConfig')},
    { name: 'chaiConfig-without', root: ${dir('chaiConfig')} },
    { ...noDiff, name: 'chaiConfig-no-diff', root: ${dir('chaiConfig')} },
    { ...noDiff, name: 'chaiConfig-no-diff-others', root: ${dir('chaiConfig')}, include: ['checks/other-diffs.check.ts'] },
    { name: 'chaiConfig-property-without', root: ${dir('chaiConfig')}, include: ['checks/property.check.ts'] },
    { ...chaiConfig, name: 'chaiConfig-property', root: ${dir('chaiConfig')}, include: ['checks/property.check.ts'] },
    ${dir('exclude-override')},
  ],
}`,
  {
    imports: [
      `import expectConfig from ${file('expect', 'rstest.config.ts')};`,
      `import chaiConfig from ${file('chaiConfig', 'rstest.config.ts')};`,
      `import noDiff from ${file('chaiConfig', 'no-diff.config.ts')};`,
    ].join('\n'),
  },
);

const PREBUNDLE = fixtureDir('testEnvironment-prebundle');
/**
 * The testEnvironment object form, in debug mode, which logs what is prebundled (and writes the build into the
 * root's dist/.rstest-temp: the root of this run is a temporary folder).
 */
const prebundleRun = rstestProjects(
  `{
  projects: [
    ${dir('testEnvironment-prebundle')},
    { ...prebundle, name: 'docblock', root: ${dir('testEnvironment-prebundle')}, include: ['checks/docblock-*.check.ts'] },
    { ...userAgent, name: 'user-agent', root: ${dir('testEnvironment-prebundle')} },
  ],
}`,
  {
    imports: [
      `import prebundle from ${file('testEnvironment-prebundle', 'rstest.config.ts')};`,
      `import userAgent from ${file('testEnvironment-prebundle', 'checks/user-agent.config.ts')};`,
    ].join('\n'),
    env: { DEBUG: 'rstest' },
  },
);

/**
 * Debug mode writes the build into the fixture's dist/.rstest-temp: removed once the run is over, before the other
 * run in the fixture folder starts.
 */
const prebundleCliRun = rstest(PREBUNDLE, ['run', '--testEnvironment', 'happy-dom'], { env: { DEBUG: 'rstest' } });
const functionOptionRun = task(() =>
  prebundleCliRun
    .finally(() => rmSync(path.join(PREBUNDLE, 'dist'), { recursive: true, force: true }))
    .then(() => rstest(PREBUNDLE, ['run', '-c', path.join(PREBUNDLE, 'checks/function-option.config.ts')])),
);

const runs = {
  // env-scope/: env + a global setup file + a setup file; NODE_ENV unset, as in a plain shell.
  envScope: rstest(fixtureDir('env-scope'), ['run'], { env: { NODE_ENV: undefined, API_URL: undefined } }),
  excludeDefaults: rstest(fixtureDir('exclude-override'), ['run', '-c', emptyConfig]),
  excludeCli: rstest(fixtureDir('exclude-override'), ['run', '--exclude', 'nothing/**']),
} satisfies Record<string, Promise<Run>>;

/** What the `compare-<option>` or `set-config-<option>` project printed after MOCK_STATE. */
async function mockState(project: string) {
  const logs = consoleLogsOf(await mocksRun, project);
  const line = logs.find((log) => log.startsWith('MOCK_STATE '));
  return JSON.parse(line?.slice('MOCK_STATE '.length) ?? 'null');
}

// ---------------------------------------------------------------------------------------------------------------

describe('env', () => {
  test('the config overrides the shell, and undefined removes a variable', async () => {
    expect(statuses(await mocksRun, 'client.test.ts', 'env')).toEqual({ 'talks to the local API and reports no errors': 'pass' });
  });

  test('without the option, the same shell fails with the message the page quotes', async () => {
    const run = await mocksRun;
    expect(errorsOf(run, 'client.test.ts', 'env-without')).toContain("expected 'https://api.example.com' to be 'http://localhost:4000'");
  });

  test('setup files, tests and import.meta.env see env; global setup does not; RSTEST and NODE_ENV are set', async () => {
    const run = await runs.envScope;
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(2);
  });
});

describe('clearMocks, resetMocks, restoreMocks: the comparison table', () => {
  test('the three pages show the same table, in each language', () => {
    for (const lang of LANGS) {
      const tables = ['clearMocks', 'resetMocks', 'restoreMocks'].map((page) =>
        pageBody(lang, `config/test/${page}.mdx`)
          .split('\n')
          .filter((line) => line.startsWith('|'))
          .join('\n'),
      );
      expect(tables[0].split('\n')).toHaveLength(8);
      expect(tables[1]).toBe(tables[0]);
      expect(tables[2]).toBe(tables[0]);
    }
  });

  test('clearMocks: calls cleared; behaviour, queued values and the spy kept', async () => {
    expect(await mockState('compare-clearMocks')).toEqual({
      calls: 0,
      withImpl: 'changed',
      bare: 'changed',
      once: 'queued',
      spyInstalled: true,
      spyReturns: 'mocked',
      spyRecords: 1,
    });
  });

  test('resetMocks: back to the initial implementations; the spy calls the original and still records', async () => {
    expect(await mockState('compare-resetMocks')).toEqual({
      calls: 0,
      withImpl: 'initial',
      bare: 'undefined',
      once: 'initial',
      spyInstalled: true,
      spyReturns: 'original',
      spyRecords: 1,
    });
  });

  test('restoreMocks: rstest.fn mocks reset too; the spy is removed and records nothing', async () => {
    expect(await mockState('compare-restoreMocks')).toEqual({
      calls: 0,
      withImpl: 'initial',
      bare: 'undefined',
      once: 'initial',
      spyInstalled: false,
      spyReturns: 'original',
      spyRecords: 0,
    });
  });

  test.each([
    ['clearMocks', { calls: 0, counter: 'changed', spyInstalled: true }],
    ['resetMocks', { calls: 0, counter: 'initial', spyInstalled: true }],
    ['restoreMocks', { calls: 0, counter: 'initial', spyInstalled: false }],
  ])('rstest.setConfig({ %s: true }) turns it on for one file', async (option, expected) => {
    expect(reportedFile(await mocksRun, 'set-config.check.ts', `set-config-${option}`).status).toBe('pass');
    expect(await mockState(`set-config-${option}`)).toEqual(expected);
  });
});

describe('clearMocks', () => {
  test('both tests pass', async () => {
    expect(Object.values(statuses(await mocksRun, 'sign-up.test.ts', 'clearMocks'))).toEqual(['pass', 'pass']);
  });

  test('without the option, the second test fails with the message the page quotes', async () => {
    expect(errorsOf(await mocksRun, 'sign-up.test.ts', 'clearMocks-without')).toContain(
      'expected "rstest.fn()" to be called 1 times, but got 2 times',
    );
  });

  test('pitfalls: beforeAll calls are cleared, beforeEach calls counted, unused one-off values carry over', async () => {
    expect(Object.values(statuses(await mocksRun, 'hooks.check.ts', 'clearMocks-checks'))).toEqual(['pass', 'pass', 'pass']);
  });
});

describe('resetMocks', () => {
  test('both tests pass', async () => {
    expect(Object.values(statuses(await mocksRun, 'checkout.test.ts', 'resetMocks'))).toEqual(['pass', 'pass']);
  });

  test('without the option, or with clearMocks, the second test fails with `expected 50 to be 12`', async () => {
    const run = await mocksRun;
    for (const project of ['resetMocks-without', 'resetMocks-with-clearMocks']) {
      expect(errorsOf(run, 'checkout.test.ts', project)).toContain('expected 50 to be 12');
    }
  });

  test('with restoreMocks, the spy is gone', async () => {
    expect(errorsOf(await mocksRun, 'checkout.test.ts', 'resetMocks-with-restoreMocks')).toContain('expected false to be true');
  });

  test('pitfalls: a mock factory loses mockReturnValue, keeps rstest.fn(impl); beforeEach behaviour applies', async () => {
    const run = await mocksRun;
    expect(statuses(run, 'factory.check.ts', 'resetMocks-checks')).toEqual({
      'mockReturnValue from a mock factory is reset before the first test; rstest.fn(impl) is kept': 'pass',
    });
    expect(statuses(run, 'before-each.check.ts', 'resetMocks-checks')).toEqual({ 'behaviour set in beforeEach applies to the test': 'pass' });
  });
});

describe('restoreMocks', () => {
  test('both tests pass', async () => {
    expect(Object.values(statuses(await mocksRun, 'logger.test.ts', 'restoreMocks'))).toEqual(['pass', 'pass']);
  });

  test('without the option, or with resetMocks, the second test fails with `expected true to be false`', async () => {
    const run = await mocksRun;
    for (const project of ['restoreMocks-without', 'restoreMocks-with-resetMocks']) {
      expect(errorsOf(run, 'logger.test.ts', project)).toContain('expected true to be false');
    }
  });

  test('pitfalls: top-level and beforeAll spies are removed; beforeEach spies and assigned mocks stay', async () => {
    expect(Object.values(statuses(await mocksRun, 'top-level.check.ts', 'restoreMocks-checks'))).toEqual(['pass']);
  });

  test('pitfall: it resets the rstest.fn mocks of a mock factory too', async () => {
    expect(Object.values(statuses(await mocksRun, 'factory.check.ts', 'restoreMocks-factory'))).toEqual(['pass']);
  });
});

describe('unstubGlobals', () => {
  test('both tests pass', async () => {
    expect(Object.values(statuses(await mocksRun, 'offline.test.ts', 'unstubGlobals'))).toEqual(['pass', 'pass']);
  });

  test('without the option, the second test fails with the message the page quotes', async () => {
    expect(errorsOf(await mocksRun, 'offline.test.ts', 'unstubGlobals-without')).toContain('expected [Function spy] to be [Function fetch]');
  });

  test('pitfalls: beforeAll stubs are undone; beforeEach stubs, assigned globals and stubbed variables are not', async () => {
    expect(Object.values(statuses(await mocksRun, 'scope.check.ts', 'unstubGlobals-checks'))).toEqual(['pass', 'pass']);
  });
});

describe('unstubEnvs', () => {
  test('both tests pass when the shell does not set FEATURE_FLAGS', async () => {
    expect(Object.values(statuses(await mocksRun, 'feature-flags.test.ts', 'unstubEnvs'))).toEqual(['pass', 'pass']);
  });

  test('without the option, the second test fails with the message the page quotes', async () => {
    expect(errorsOf(await mocksRun, 'feature-flags.test.ts', 'unstubEnvs-without')).toContain("expected 'new-checkout,dark-mode' to be undefined");
  });

  test('pitfalls: beforeAll stubs are undone; beforeEach stubs, assigned variables and stubbed globals are not', async () => {
    expect(Object.values(statuses(await mocksRun, 'scope.check.ts', 'unstubEnvs-checks'))).toEqual(['pass', 'pass']);
  });

  test('a stubbed variable returns to the value the env option set', async () => {
    expect(Object.values(statuses(await mocksRun, 'back-to-env.check.ts', 'unstubEnvs-with-env'))).toEqual(['pass', 'pass']);
  });
});

describe('expect', () => {
  test('both tests pass; the second needs its own timeout', async () => {
    expect(Object.values(statuses(await assertionsRun, 'upload.test.ts', 'expect'))).toEqual(['pass', 'pass']);
  });

  test('a poll that never passes fails after 200ms with the message the page quotes, without the last value', async () => {
    const run = await assertionsRun;
    const errors = errorsOf(run, 'stuck.check.ts', 'expect-stuck');
    const quoted = quotedLines('expect', 'Matcher did not succeed');
    expect(quoted).toEqual(['Error: Matcher did not succeed in 200ms']);
    expect(errors).toBe(quoted[0]);
    expect(run.output).toContain(quoted[0]);
    expect(run.output).not.toContain("expected 'uploading'");
    // The `message` option appears only in the code frame, which shows the source line.
    const withMessage = run.output.split('\n').filter((line) => line.includes('upload status'));
    expect(withMessage.length).toBeGreaterThan(0);
    expect(withMessage.every((line) => line.includes('expect.poll('))).toBe(true);
  });

  test('with the defaults, it fails after 1000ms', async () => {
    expect(errorsOf(await assertionsRun, 'stuck.check.ts', 'expect-stuck-defaults')).toBe('Error: Matcher did not succeed in 1000ms');
  });

  test('the poll timeout is capped by the time the test has left', async () => {
    // testTimeout: 150 in this project.
    const errors = errorsOf(await assertionsRun, 'stuck.check.ts', 'expect-stuck-capped');
    const ms = Number(/^Error: Matcher did not succeed in (\d+)ms$/.exec(errors)?.[1]);
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBeLessThan(150);
    expect(errors).not.toContain('timed out');
  });

  test('without await, the test fails with the message the page quotes', async () => {
    expect(errorsOf(await assertionsRun, 'not-awaited.check.ts', 'expect-not-awaited')).toContain('expect.poll(assertion).toBe() was not awaited');
  });

  test('rstest.getConfig() returns the values; the first attempt runs at once; waitFor ignores the config', async () => {
    const run = await assertionsRun;
    expect(Object.values(statuses(run, 'get-config.check.ts', 'expect-checks'))).toEqual(['pass', 'pass']);
    expect(Object.values(statuses(run, 'wait-for.check.ts', 'expect-checks'))).toEqual(['pass']);
  });

  test('setting one key keeps the default of the other; browser mode defaults the timeout to 5000', async () => {
    expect((await resolve({ expect: { poll: { interval: 20 } } })).expect).toEqual({ poll: { interval: 20, timeout: 1000 } });
    expect((await resolve({ browser: { enabled: true, provider: 'playwright' } })).expect.poll.timeout).toBe(5000);
    expect((await resolve({ browser: { enabled: true, provider: 'playwright' }, expect: { poll: { timeout: 300 } } })).expect.poll.timeout).toBe(300);
  });
});

describe('chaiConfig', () => {
  test('with truncateThreshold: 0, both failures show the values in full, as the page quotes', async () => {
    const run = await assertionsRun;
    const tests = Object.values(testsOf(run, 'triage.test.ts', 'chaiConfig'));
    expect(tests.map((t) => t.status)).toEqual(['fail', 'fail']);
    const full = quotedLines('chaiConfig', "'regression', 'p1' ]");
    expect(full).toHaveLength(2);
    expect(tests.flatMap((t) => t.errors)).toEqual(full);
    // toEqual prints a diff; toContain prints none.
    expect(tests.map((t) => t.diff)).toEqual([false, true]);
  });

  test('without the option, the values are shortened, as the page quotes, and the diff is printed', async () => {
    const tests = Object.values(testsOf(await assertionsRun, 'triage.test.ts', 'chaiConfig-without'));
    const shortened = quotedLines('chaiConfig', '…(2) ]');
    expect(shortened).toHaveLength(2);
    expect(tests.flatMap((t) => t.errors)).toEqual(shortened);
    // toEqual prints a diff; toContain prints none.
    expect(tests.map((t) => t.diff)).toEqual([false, true]);
  });

  test('showDiff: false removes the diff; the page shows that config', async () => {
    const tests = testsOf(await assertionsRun, 'triage.test.ts', 'chaiConfig-no-diff');
    expect(tests['sends card problems to the payments team']).toMatchObject({
      errors: ["AssertionError: expected { team: 'checkout', …(1) } to deeply equal { team: 'payments', labels: [ 'bug' ] }"],
      diff: false,
    });
    const snippet = 'chaiConfig: {\n  showDiff: false,\n},';
    for (const lang of LANGS) expect(blocksOf(lang, 'chaiConfig').some((block) => block.code.trim() === snippet)).toBe(true);
  });

  test('pitfall: showDiff: false keeps snapshot diffs and the calls toHaveBeenCalledWith lists', async () => {
    const run = await assertionsRun;
    const tests = testsOf(run, 'other-diffs.check.ts', 'chaiConfig-no-diff-others');
    expect(tests['snapshot mismatch']).toMatchObject({ status: 'fail', diff: true });
    expect(tests['called with other arguments'].status).toBe('fail');
    expect(errorsOf(run, 'other-diffs.check.ts', 'chaiConfig-no-diff-others')).toContain('1st rstest.fn() call:');
  });

  test('pitfall: toHaveProperty prints no diff, so the shortened object hides the value', async () => {
    const run = await assertionsRun;
    expect(testsOf(run, 'property.check.ts', 'chaiConfig-property-without')['has an owner']).toMatchObject({
      errors: [`AssertionError: expected { team: 'checkout', …(1) } to have property "owner"`],
      diff: false,
    });
    expect(testsOf(run, 'property.check.ts', 'chaiConfig-property')['has an owner'].errors).toEqual([
      `AssertionError: expected { team: 'checkout', labels: [ 'bug', 'checkout', 'payments' ] } to have property "owner"`,
    ]);
  });
});

describe('exclude: the object form', () => {
  const fixture = fixtureDir('exclude-override');

  test('with override: true, src/dist/ is collected and the top-level dist/ is not', async () => {
    const files = (await assertionsRun).report?.files.filter((f) => f.project === 'exclude-override') ?? [];
    expect(files.map((f) => f.testPath.split('/exclude-override/')[1])).toEqual(['src/dist/normal.test.ts']);
    expect(files[0].status).toBe('pass');
  });

  test('with the defaults, nothing is collected, and the patterns the page quotes are printed', async () => {
    const run = await runs.excludeDefaults;
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('No test files found, exiting with code 1.');
    const quoted = quotedLines('exclude', 'exclude: ');
    for (const lang of LANGS) expect(pageBody(lang, 'config/test/exclude.mdx')).toContain(quoted[0]);
    expect(run.output).toContain(quoted[0]);
  });

  test('--exclude replaces the object, override included: the defaults apply again', async () => {
    const run = await runs.excludeCli;
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('exclude: **/node_modules/**, **/dist/**, **/.{idea,git,cache,output,temp}/**, nothing/**, **/dist/.rstest-temp');
  });

  test('patterns without override are added to the defaults, like an array; override keeps the temporary folder excluded', async () => {
    const asObject = await resolve({ exclude: { patterns: ['**/__fixtures__/**'] } });
    const asArray = await resolve({ exclude: ['**/__fixtures__/**'] });
    expect(asObject.exclude).toEqual(asArray.exclude);
    expect(asObject.exclude.patterns).toContain('**/node_modules/**');
    const overridden = await resolve({ exclude: { patterns: ['dist/**'], override: true } });
    expect(overridden.exclude).toEqual({ patterns: ['dist/**', '**/dist/.rstest-temp'] });
  });

  test('the page shows the fixture files', () => {
    expectPageShows('exclude', path.join(fixture, 'rstest.config.ts'));
    expectPageShows('exclude', path.join(fixture, 'src/dist/normal.test.ts'));
  });
});

describe('testEnvironment: the object form', () => {
  test('options reach happy-dom, and with prebundle: false nothing is bundled', async () => {
    const run = await prebundleRun;
    expect(statuses(run, 'cart.test.ts', 'testEnvironment-prebundle')).toEqual({ 'the page runs at the configured URL and width': 'pass' });
    // Debug mode is on: with prebundle: false in every project of the run, nothing is bundled.
    expect(run.output).toMatch(/^ {2}rstest \d\d:\d\d:\d\d Run all tests in project\(testEnvironment-prebundle\)\.$/m);
    expect(run.output).not.toContain('bundled test environment');
  });

  test('--testEnvironment drops options and prebundle: happy-dom is prebundled, and the URL is the default', async () => {
    const run = await prebundleCliRun;
    expect(run.exitCode).toBe(1);
    expect(run.output).toMatch(/bundled test environment happy-dom from \S+ \(\d+\.\d+ MB\)/);
    expect(run.output).toContain("expected '/' to be '/cart'");
  });

  test("'auto' prebundles the versions the page lists; the fallback warning is the one the page quotes", () => {
    const dist = path.join(REPO_ROOT, 'node_modules/@rstest/core/dist/k~0.js');
    const source = readFileSync(dist, 'utf8').replace(/\s+/g, ' ');
    expect(source).toContain("jsdom: [ { from: 15, to: 26 }, { from: 29, to: 30 } ], 'happy-dom': [ { from: 20, to: 20 } ]");
    expect(source).toContain('Failed to load the test environment prebundle for "${packageName}"; falling back to its native entry.');
    expect(source).toContain("testEnvironment.prebundle ?? 'auto'");
  });

  test('docblock options merge over the project options; another environment gets only its own', async () => {
    const run = await prebundleRun;
    // A file whose docblock sets the environment or its options runs as a project of its own: docblock-environment-<n>.
    expect(Object.values(statuses(run, 'docblock-merge.check.ts', /^docblock-environment-\d+$/))).toEqual(['pass']);
    expect(Object.values(statuses(run, 'docblock-other.check.ts', /^docblock-environment-\d+$/))).toEqual(['pass']);
  });

  test('a function in options stops the run with the message the page quotes', async () => {
    const run = await functionOptionRun;
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('Node worker pools require `testEnvironment.options` to be structured-cloneable');
  });

  test('with jsdom 29, the userAgent option fails the file with the message the page quotes', async () => {
    const jsdomVersion = JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules/jsdom/package.json'), 'utf8')).version;
    expect(jsdomVersion.split('.')[0]).toBe('29');
    const run = await prebundleRun;
    expect(reportedFile(run, 'user-agent.check.ts', 'user-agent').status).toBe('fail');
    expect(errorsOf(run, 'user-agent.check.ts', 'user-agent')).toContain('TypeError: ResourceLoader is not a constructor');
  });

  test('the page shows the fixture config; its quoted messages match', async () => {
    expectPageShows('testEnvironment', path.join(PREBUNDLE, 'rstest.config.ts'));
    for (const lang of LANGS) {
      const body = pageBody(lang, 'config/test/testEnvironment.mdx');
      expect(body).toContain('`TypeError: ResourceLoader is not a constructor`');
      expect(body).toContain('``Node worker pools require `testEnvironment.options` to be structured-cloneable``');
      expect(body).toContain('`Failed to load the test environment prebundle for "jsdom"; falling back to its native entry.`');
    }
    await functionOptionRun;
    expect(existsSync(path.join(PREBUNDLE, 'dist'))).toBe(false);
  });
});
