/**
 * The pages of the environment-mocks batch: env, clearMocks, resetMocks, restoreMocks, unstubGlobals, unstubEnvs,
 * expect and chaiConfig, plus the object forms of exclude and testEnvironment. Each test runs a fixture under
 * tests/examples/config/ and checks the outcome and output the page describes.
 *
 * Fixture files under a `checks/` folder (and mocks-compared/, env-scope/) are not shown on the pages: they verify
 * the pages' pitfalls and statements, and are run with --include or -c.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRstest } from '@rstest/core/api';
import { afterAll, describe, expect, test } from '@rstest/core';
import { emptyConfigFile, fixtureDir, pageBody, reportedFiles } from '../utils/config-pages';
import { codeBlocks, LANGS, REPO_ROOT } from '../utils/docs';
import { runRstest, testSummary } from '../utils/run-rstest';

const emptyConfig = emptyConfigFile();
const withoutConfig = (option: string, args: string[] = []) => runRstest(fixtureDir(option), ['-c', emptyConfig, ...args]);
const checks = (option: string, file = 'checks/*.check.ts', args: string[] = []) => runRstest(fixtureDir(option), ['--include', file, ...args]);

/** Runs `fn` with some variables of this process set (or, for undefined, removed), as the shell would pass them. */
function withEnv<T>(vars: Record<string, string | undefined>, fn: () => T): T {
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(vars);
  try {
    return fn();
  } finally {
    apply(saved);
  }
}

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

let projectDir: string | undefined;
/** The config Rstest resolves for `config` in an empty folder. */
async function resolve(config: Record<string, unknown>) {
  projectDir ??= mkdtempSync(path.join(os.tmpdir(), 'rstest-env-mocks-'));
  return (await createRstest({ cwd: projectDir, config })).context.config;
}
afterAll(() => {
  if (projectDir) rmSync(projectDir, { recursive: true, force: true });
});

describe('env', () => {
  const shell = { API_URL: 'https://api.example.com', SENTRY_DSN: 'https://key@sentry.example.com/1' };

  test('the config overrides the shell, and undefined removes a variable', () => {
    const run = withEnv(shell, () => runRstest(fixtureDir('env')));
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(1);
  });

  test('without the option, the same shell fails with the message the page quotes', () => {
    const run = withEnv(shell, () => withoutConfig('env'));
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain("expected 'https://api.example.com' to be 'http://localhost:4000'");
  });

  test('setup files, tests and import.meta.env see env; global setup does not; RSTEST and NODE_ENV are set', () => {
    // env-scope/: env + a global setup file + a setup file; NODE_ENV unset, as in a plain shell.
    const run = withEnv({ NODE_ENV: undefined, API_URL: undefined }, () => runRstest(fixtureDir('env-scope')));
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(2);
  });
});

/** What a test sees of the mocks the previous test changed, printed by mocks-compared/compare.check.ts. */
function mockState(flag: string) {
  const run = runRstest(fixtureDir('mocks-compared'), ['-c', emptyConfig, '--include', 'compare.check.ts', flag]);
  expect(run.exitCode).toBe(0);
  return JSON.parse(/^MOCK_STATE (.*)$/m.exec(run.output)?.[1] ?? 'null');
}

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

  test('clearMocks: calls cleared; behaviour, queued values and the spy kept', () => {
    expect(mockState('--clearMocks')).toEqual({
      calls: 0,
      withImpl: 'changed',
      bare: 'changed',
      once: 'queued',
      spyInstalled: true,
      spyReturns: 'mocked',
      spyRecords: 1,
    });
  });

  test('resetMocks: back to the initial implementations; the spy calls the original and still records', () => {
    expect(mockState('--resetMocks')).toEqual({
      calls: 0,
      withImpl: 'initial',
      bare: 'undefined',
      once: 'initial',
      spyInstalled: true,
      spyReturns: 'original',
      spyRecords: 1,
    });
  });

  test('restoreMocks: rstest.fn mocks reset too; the spy is removed and records nothing', () => {
    expect(mockState('--restoreMocks')).toEqual({
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
  ])('rstest.setConfig({ %s: true }) turns it on for one file', (option, expected) => {
    const run = withEnv({ MOCK_OPTION: option }, () =>
      runRstest(fixtureDir('mocks-compared'), ['-c', emptyConfig, '--include', 'set-config.check.ts']),
    );
    expect(run.exitCode).toBe(0);
    expect(JSON.parse(/^MOCK_STATE (.*)$/m.exec(run.output)?.[1] ?? 'null')).toEqual(expected);
  });
});

describe('clearMocks', () => {
  test('both tests pass', () => {
    const run = runRstest(fixtureDir('clearMocks'));
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(2);
  });

  test('without the option, the second test fails with the message the page quotes', () => {
    const run = withoutConfig('clearMocks');
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('expected "rstest.fn()" to be called 1 times, but got 2 times');
  });

  test('pitfalls: beforeAll calls are cleared, beforeEach calls counted, unused one-off values carry over', () => {
    const run = checks('clearMocks');
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(3);
  });
});

describe('resetMocks', () => {
  test('both tests pass', () => {
    const run = runRstest(fixtureDir('resetMocks'));
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(2);
  });

  test('without the option, or with clearMocks, the second test fails with `expected 50 to be 12`', () => {
    for (const run of [withoutConfig('resetMocks'), withoutConfig('resetMocks', ['--clearMocks'])]) {
      expect(run.exitCode).toBe(1);
      expect(run.output).toContain('expected 50 to be 12');
    }
  });

  test('with restoreMocks, the spy is gone', () => {
    const run = withoutConfig('resetMocks', ['--restoreMocks']);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('expected false to be true');
  });

  test('pitfalls: a mock factory loses mockReturnValue, keeps rstest.fn(impl); beforeEach behaviour applies', () => {
    const run = checks('resetMocks');
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(2);
  });
});

describe('restoreMocks', () => {
  test('both tests pass', () => {
    const run = runRstest(fixtureDir('restoreMocks'));
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(2);
  });

  test('without the option, or with resetMocks, the second test fails with `expected true to be false`', () => {
    for (const run of [withoutConfig('restoreMocks'), withoutConfig('restoreMocks', ['--resetMocks'])]) {
      expect(run.exitCode).toBe(1);
      expect(run.output).toContain('expected true to be false');
    }
  });

  test('pitfalls: top-level and beforeAll spies are removed; beforeEach spies and assigned mocks stay', () => {
    const run = checks('restoreMocks');
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(1);
  });

  test('pitfall: it resets the rstest.fn mocks of a mock factory too', () => {
    const run = runRstest(fixtureDir('resetMocks'), ['-c', emptyConfig, '--restoreMocks', '--include', 'checks/factory.check.ts']);
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(1);
  });
});

describe('unstubGlobals', () => {
  test('both tests pass', () => {
    const run = runRstest(fixtureDir('unstubGlobals'));
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(2);
  });

  test('without the option, the second test fails with the message the page quotes', () => {
    const run = withoutConfig('unstubGlobals');
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('expected [Function spy] to be [Function fetch]');
  });

  test('pitfalls: beforeAll stubs are undone; beforeEach stubs, assigned globals and stubbed variables are not', () => {
    const run = checks('unstubGlobals');
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(2);
  });
});

describe('unstubEnvs', () => {
  test('both tests pass when the shell does not set FEATURE_FLAGS', () => {
    const run = withEnv({ FEATURE_FLAGS: undefined }, () => runRstest(fixtureDir('unstubEnvs')));
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(2);
  });

  test('without the option, the second test fails with the message the page quotes', () => {
    const run = withEnv({ FEATURE_FLAGS: undefined }, () => withoutConfig('unstubEnvs'));
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain("expected 'new-checkout,dark-mode' to be undefined");
  });

  test('pitfalls: beforeAll stubs are undone; beforeEach stubs, assigned variables and stubbed globals are not', () => {
    const run = checks('unstubEnvs', 'checks/scope.check.ts');
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(2);
  });

  test('a stubbed variable returns to the value the env option set', () => {
    const run = runRstest(fixtureDir('unstubEnvs'), ['-c', path.join(fixtureDir('unstubEnvs'), 'checks/with-env.config.ts')]);
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(2);
  });
});

describe('expect', () => {
  test('both tests pass; the second needs its own timeout', () => {
    const run = runRstest(fixtureDir('expect'));
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(2);
  });

  test('a poll that never passes fails after 200ms with the message the page quotes, without the last value', () => {
    const run = checks('expect', 'checks/stuck.check.ts');
    expect(run.exitCode).toBe(1);
    for (const line of quotedLines('expect', 'Matcher did not succeed')) expect(run.output).toContain(line);
    expect(run.output).toContain('Error: Matcher did not succeed in 200ms');
    expect(run.output).not.toContain("expected 'uploading'");
    // The `message` option appears only in the code frame, which shows the source line.
    const withMessage = run.output.split('\n').filter((line) => line.includes('upload status'));
    expect(withMessage.length).toBeGreaterThan(0);
    expect(withMessage.every((line) => line.includes('expect.poll('))).toBe(true);
  });

  test('with the defaults, it fails after 1000ms', () => {
    const run = withoutConfig('expect', ['--include', 'checks/stuck.check.ts']);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('Error: Matcher did not succeed in 1000ms');
  });

  test('the poll timeout is capped by the time the test has left', () => {
    const run = checks('expect', 'checks/stuck.check.ts', ['--testTimeout', '150']);
    expect(run.exitCode).toBe(1);
    const ms = Number(/Matcher did not succeed in (\d+)ms/.exec(run.output)?.[1]);
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBeLessThan(150);
    expect(run.output).not.toContain('Test timed out');
  });

  test('without await, the test fails with the message the page quotes', () => {
    const run = checks('expect', 'checks/not-awaited.check.ts');
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('expect.poll(assertion).toBe() was not awaited');
  });

  test('rstest.getConfig() returns the values; the first attempt runs at once; waitFor ignores the config', () => {
    const run = checks('expect', 'checks/{get-config,wait-for}.check.ts');
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(3);
  });

  test('setting one key keeps the default of the other; browser mode defaults the timeout to 5000', async () => {
    expect((await resolve({ expect: { poll: { interval: 20 } } })).expect).toEqual({ poll: { interval: 20, timeout: 1000 } });
    expect((await resolve({ browser: { enabled: true, provider: 'playwright' } })).expect.poll.timeout).toBe(5000);
    expect((await resolve({ browser: { enabled: true, provider: 'playwright' }, expect: { poll: { timeout: 300 } } })).expect.poll.timeout).toBe(300);
  });
});

describe('chaiConfig', () => {
  test('with truncateThreshold: 0, both failures show the values in full, as the page quotes', () => {
    const run = runRstest(fixtureDir('chaiConfig'));
    expect(run.exitCode).toBe(1);
    expect(testSummary(run.output).failed).toBe(2);
    const full = quotedLines('chaiConfig', "'regression', 'p1' ]");
    expect(full).toHaveLength(2);
    for (const line of full) expect(run.output).toContain(line);
    expect(run.output).toContain('- Expected');
  });

  test('without the option, the values are shortened, as the page quotes, and the diff is printed', () => {
    const run = withoutConfig('chaiConfig');
    expect(run.exitCode).toBe(1);
    const shortened = quotedLines('chaiConfig', '…(2) ]');
    expect(shortened).toHaveLength(2);
    for (const line of shortened) expect(run.output).toContain(line);
    expect(run.output).toContain('- Expected');
    expect(run.output).toContain('+ Received');
  });

  const noDiff = path.join(fixtureDir('chaiConfig'), 'no-diff.config.ts');

  test('showDiff: false removes the diff; the page shows that config', () => {
    const run = runRstest(fixtureDir('chaiConfig'), ['-c', noDiff]);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain("AssertionError: expected { team: 'checkout', …(1) } to deeply equal { team: 'payments', labels: [ 'bug' ] }");
    expect(run.output).not.toContain('- Expected');
    const snippet = 'chaiConfig: {\n  showDiff: false,\n},';
    for (const lang of LANGS) expect(blocksOf(lang, 'chaiConfig').some((block) => block.code.trim() === snippet)).toBe(true);
  });

  test('pitfall: showDiff: false keeps snapshot diffs and the calls toHaveBeenCalledWith lists', () => {
    const run = runRstest(fixtureDir('chaiConfig'), ['-c', noDiff, '--include', 'checks/other-diffs.check.ts']);
    expect(run.exitCode).toBe(1);
    expect(testSummary(run.output).failed).toBe(2);
    expect(run.output).toContain('- Expected');
    expect(run.output).toContain('1st rstest.fn() call:');
  });

  test('pitfall: toHaveProperty prints no diff, so the shortened object hides the value', () => {
    const shortened = withoutConfig('chaiConfig', ['--include', 'checks/property.check.ts']);
    expect(shortened.output).toContain(`AssertionError: expected { team: 'checkout', …(1) } to have property "owner"`);
    expect(shortened.output).not.toContain('- Expected');
    const full = checks('chaiConfig', 'checks/property.check.ts');
    expect(full.output).toContain(`AssertionError: expected { team: 'checkout', labels: [ 'bug', 'checkout', 'payments' ] } to have property "owner"`);
  });
});

describe('exclude: the object form', () => {
  const fixture = fixtureDir('exclude-override');

  test('with override: true, src/dist/ is collected and the top-level dist/ is not', () => {
    const run = runRstest(fixture);
    expect(run.exitCode).toBe(0);
    expect(reportedFiles(run.output)).toEqual(['src/dist/normal.test.ts']);
  });

  test('with the defaults, nothing is collected, and the patterns the page quotes are printed', () => {
    const run = withoutConfig('exclude-override');
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('No test files found, exiting with code 1.');
    const quoted = quotedLines('exclude', 'exclude: ');
    for (const lang of LANGS) expect(pageBody(lang, 'config/test/exclude.mdx')).toContain(quoted[0]);
    expect(run.output).toContain(quoted[0]);
  });

  test('--exclude replaces the object, override included: the defaults apply again', () => {
    const run = runRstest(fixture, ['--exclude', 'nothing/**']);
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
  const fixture = fixtureDir('testEnvironment-prebundle');
  /** Debug mode writes the build into the fixture's dist/.rstest-temp: removed after each debug run. */
  const debugRun = (args: string[] = []) => {
    try {
      return withEnv({ DEBUG: 'rstest' }, () => runRstest(fixture, args));
    } finally {
      rmSync(path.join(fixture, 'dist'), { recursive: true, force: true });
    }
  };

  test('options reach happy-dom, and with prebundle: false nothing is bundled', () => {
    const run = debugRun();
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(1);
    expect(run.output).not.toContain('bundled test environment');
  }, 120_000);

  test('--testEnvironment drops options and prebundle: happy-dom is prebundled, and the URL is the default', () => {
    const run = debugRun(['--testEnvironment', 'happy-dom']);
    expect(run.exitCode).toBe(1);
    expect(run.output).toMatch(/bundled test environment happy-dom from \S+ \(\d+\.\d+ MB\)/);
    expect(run.output).toContain("expected '/' to be '/cart'");
  }, 120_000);

  test("'auto' prebundles the versions the page lists; the fallback warning is the one the page quotes", () => {
    const dist = path.join(REPO_ROOT, 'node_modules/@rstest/core/dist/k~0.js');
    const source = readFileSync(dist, 'utf8').replace(/\s+/g, ' ');
    expect(source).toContain("jsdom: [ { from: 15, to: 26 }, { from: 29, to: 30 } ], 'happy-dom': [ { from: 20, to: 20 } ]");
    expect(source).toContain('Failed to load the test environment prebundle for "${packageName}"; falling back to its native entry.');
    expect(source).toContain("testEnvironment.prebundle ?? 'auto'");
  });

  test('docblock options merge over the project options; another environment gets only its own', () => {
    const run = checks('testEnvironment-prebundle', 'checks/docblock-*.check.ts');
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(2);
  }, 120_000);

  test('a function in options stops the run with the message the page quotes', () => {
    const run = runRstest(fixture, ['-c', path.join(fixture, 'checks/function-option.config.ts')]);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('Node worker pools require `testEnvironment.options` to be structured-cloneable');
  }, 120_000);

  test('with jsdom 29, the userAgent option fails the file with the message the page quotes', () => {
    const jsdomVersion = JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules/jsdom/package.json'), 'utf8')).version;
    expect(jsdomVersion.split('.')[0]).toBe('29');
    const run = runRstest(fixture, ['-c', path.join(fixture, 'checks/user-agent.config.ts')]);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('TypeError: ResourceLoader is not a constructor');
  }, 120_000);

  test('the page shows the fixture config; its quoted messages match', () => {
    expectPageShows('testEnvironment', path.join(fixture, 'rstest.config.ts'));
    for (const lang of LANGS) {
      const body = pageBody(lang, 'config/test/testEnvironment.mdx');
      expect(body).toContain('`TypeError: ResourceLoader is not a constructor`');
      expect(body).toContain('``Node worker pools require `testEnvironment.options` to be structured-cloneable``');
      expect(body).toContain('`Failed to load the test environment prebundle for "jsdom"; falling back to its native entry.`');
    }
    expect(existsSync(path.join(fixture, 'dist'))).toBe(false);
  });
});
