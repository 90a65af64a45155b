/**
 * The "running" pages (docs/<lang>/config/test/<option>.mdx for pool, isolate, bail, testNamePattern, testTimeout,
 * hookTimeout, maxConcurrency, slowTestThreshold, detectAsyncLeaks and includeTaskLocation) and their fixtures,
 * tests/examples/config/<option>/.
 *
 * Each test runs a fixture (or, for a claim the example does not show, a small throwaway project) as a reader
 * would and checks the outcome and the output the page states. Messages the pages quote are checked against the
 * run's output and against both pages.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRstest } from '@rstest/core/api';
import { afterAll, describe, expect, test } from '@rstest/core';
import { emptyConfigFile, fixtureDir, pageBody, reportedFiles } from '../utils/config-pages';
import { LANGS, REPO_ROOT } from '../utils/docs';
import { runRstest, testSummary } from '../utils/run-rstest';

const RSTEST_BIN = path.join(REPO_ROOT, 'node_modules/.bin/rstest');
const emptyConfig = emptyConfigFile();
const withoutConfig = (option: string, args: string[] = []) => runRstest(fixtureDir(option), ['-c', emptyConfig, ...args]);

/** Both pages of an option quote `text` word for word. */
function pagesQuote(option: string, text: string) {
  for (const lang of LANGS) {
    expect({ lang, quoted: pageBody(lang, `config/test/${option}.mdx`).includes(text) }).toEqual({ lang, quoted: true });
  }
}

/** The "Test Files …" line of the default reporter. */
const fileSummary = (output: string) => /^\s*Test Files\s+(.*)$/m.exec(output)?.[1].trim();

/** The values printed after `label` on lines such as `PID 1234`. */
const printed = (output: string, label: string) => [...output.matchAll(new RegExp(`^${label} (\\S+)$`, 'gm'))].map((m) => m[1]);

const temporaryDirs: string[] = [];
afterAll(() => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * A throwaway project in the system temp folder, for claims the page's example does not show. Only @rstest/core
 * is linked into its node_modules, so Rstest's results cache stays in the project.
 */
function tempProject(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rstest-running-'));
  temporaryDirs.push(dir);
  mkdirSync(path.join(dir, 'node_modules/@rstest'), { recursive: true });
  symlinkSync(path.join(REPO_ROOT, 'node_modules/@rstest/core'), path.join(dir, 'node_modules/@rstest/core'), 'dir');
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}

/** Test files named a…, each with one test whose body is `body(name)`. */
const testFiles = (names: string[], body: (name: string) => string) =>
  Object.fromEntries(
    names.map((name) => [`${name}.test.ts`, `import { expect, test } from '@rstest/core';\n\ntest('${name}', async () => {\n${body(name)}\n});\n`]),
  );

const CPUS = os.availableParallelism();

describe('pool', () => {
  const fixture = fixtureDir('pool');

  test('the example runs in worker threads, after the preloaded script, in worker slot 1 or 2', () => {
    const run = runRstest(fixture);
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(3);
  });

  test('--pool forks replaces only the type: the file runs in a child process, the preload still runs', () => {
    const run = runRstest(fixture, ['--pool', 'forks']);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('✗ runs in a worker thread');
    expect(run.output).toContain('expected true to be false');
    expect(run.output).toContain('✓ runs after the preloaded script');
  });

  test('--pool vmThreads: the test file has its own globals, where the preload did not run', () => {
    const run = runRstest(fixture, ['--pool', 'vmThreads']);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('✓ runs in a worker thread');
    expect(run.output).toContain('expected 10 to be 50');
  });

  test("the string form is the type; an object without type keeps 'forks'", async () => {
    const cwd = tempProject({});
    const resolve = async (pool: unknown) =>
      (await createRstest({ cwd, config: { pool } as Parameters<typeof createRstest>[0]['config'] })).context.config.pool;
    expect(await resolve('threads')).toEqual({ type: 'threads' });
    expect(await resolve({ maxWorkers: 2 })).toEqual({ type: 'forks', maxWorkers: 2 });
  });

  test('execArgv: a relative path resolves from the directory rstest runs in', () => {
    const elsewhere = tempProject({});
    const run = runRstest(elsewhere, ['-c', path.join(fixture, 'rstest.config.ts'), '--root', fixture]);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain("Error: Cannot find module './preload.cjs'");
  });

  test('--pool.execArgv takes a value starting with "-" only after "=", and replaces the list of the config', () => {
    const missing = runRstest(fixture, ['--pool.execArgv', '-r', '--pool.execArgv', './preload.cjs']);
    expect(missing.exitCode).toBe(1);
    expect(missing.output).toContain('option `--pool.execArgv <arg>` value is missing');
    pagesQuote('pool', 'option `--pool.execArgv <arg>` value is missing');

    expect(runRstest(fixture, ['-c', emptyConfig, '--pool', 'threads', '--pool.execArgv=-r', '--pool.execArgv=./preload.cjs']).exitCode).toBe(0);

    const replaced = runRstest(fixture, ['--pool.execArgv=--no-deprecation']);
    expect(replaced.output).toContain('expected 10 to be 50');
  });

  test('threads reject Node.js options that only a process can take', () => {
    const run = runRstest(fixture, ['--pool.execArgv=--expose-gc']);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('Error: Initiated Worker with invalid execArgv flags: --expose-gc');
    pagesQuote('pool', '`Initiated Worker with invalid execArgv flags`');
    // The same option is fine for a child process (the list replaces the preload, so only the slot test passes).
    const forks = runRstest(fixture, ['--pool', 'forks', '--pool.execArgv=--expose-gc']);
    expect(forks.output).not.toContain('invalid execArgv flags');
    expect(forks.output).toContain('✓ knows its worker slot');
  });

  test('an unknown type fails every file with the message the page quotes', () => {
    const run = runRstest(fixture, ['--pool', 'vmforks']);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('Error: Unknown pool worker: vmforks');
    pagesQuote('pool', '`Unknown pool worker: <name>`');
  });

  test('in a VM pool, a setup file runs inside the context; an absolute execArgv path works from anywhere', () => {
    const dir = tempProject({
      'rstest.config.ts': `import path from 'node:path';

export default {
  pool: { type: 'vmThreads', execArgv: ['-r', path.join(import.meta.dirname, 'preload.cjs')] },
  setupFiles: ['./setup.ts'],
};
`,
      'preload.cjs': 'globalThis.PRELOADED = true;\n',
      'setup.ts': 'Error.stackTraceLimit = 50;\n',
      'a.test.ts': `import { readFileSync } from 'node:fs';
import { expect, test } from '@rstest/core';

test('sees the setup file', () => {
  expect(Error.stackTraceLimit).toBe(50);
});

test('checks the error code instead of instanceof', () => {
  expect(() => readFileSync('missing.txt')).toThrow(/ENOENT/);
});

test('preloaded', () => {
  expect((globalThis as { PRELOADED?: boolean }).PRELOADED).toBe(true);
});
`,
    });
    const run = runRstest(tempProject({}), ['-c', path.join(dir, 'rstest.config.ts'), '--root', dir]);
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(3);
    pagesQuote('pool', "`path.join(import.meta.dirname, 'preload.cjs')`");
    pagesQuote('pool', '`toThrow(/ENOENT/)`');
  });

  describe('threads and VM pools, as the pitfalls describe them', () => {
    const project = () =>
      tempProject({
        'realm.test.ts': `import { readFileSync } from 'node:fs';
import { expect, test } from '@rstest/core';

test('an fs error is an Error', () => {
  expect(() => readFileSync('missing.txt')).toThrow(Error);
});

test('changes directory', () => {
  process.chdir('..');
});
`,
      });

    test('forks: both pass', () => {
      expect(runRstest(project(), ['--pool', 'forks']).exitCode).toBe(0);
    });

    test('threads: process.chdir() throws', () => {
      const run = runRstest(project(), ['--pool', 'threads']);
      expect(run.output).toContain('✓ an fs error is an Error');
      expect(run.output).toContain('process.chdir() is not supported in workers');
      pagesQuote('pool', '`process.chdir() is not supported in workers`');
    });

    test.each(['vmForks', 'vmThreads'])('%s: errors from Node.js built-ins fail toThrow(Error)', (pool) => {
      const run = runRstest(project(), ['--pool', pool]);
      expect(run.output).toContain('✗ an fs error is an Error');
      expect(run.output).toContain('expected error to be instance of Error');
      pagesQuote('pool', '`expected error to be instance of Error`');
    });
  });

  describe('pool.maxWorkers', () => {
    // Four files that print the worker slot they ran in.
    const project = () => tempProject(testFiles(['a', 'b', 'c', 'd'], () => "  console.log(`SLOT ${process.env.RSTEST_WORKER_ID}`);\n  expect(1).toBe(1);"));
    const slots = (args: string[]) => {
      const run = runRstest(project(), args);
      expect(run.exitCode).toBe(0);
      return printed(run.output, 'SLOT').map(Number);
    };

    test('RSTEST_WORKER_ID is a slot from 1 to maxWorkers', () => {
      const used = slots(['--pool.maxWorkers', '2']);
      expect(used).toHaveLength(4);
      for (const slot of used) expect([1, 2]).toContain(slot);
    });

    test('unset, rstest run uses at most one worker less than the CPU count (at least 1)', () => {
      for (const slot of slots([])) expect(slot).toBeLessThanOrEqual(Math.max(CPUS - 1, 1));
    });

    test('a percentage is a share of the CPU count, rounded down, at least 1', () => {
      for (const slot of slots(['--pool.maxWorkers', '50%'])) expect(slot).toBeLessThanOrEqual(Math.max(Math.floor(CPUS / 2), 1));
    });

    test('the defaults the page states for run and watch are the ones @rstest/core computes', () => {
      const distDir = path.join(REPO_ROOT, 'node_modules/@rstest/core/dist');
      const dist = readdirSync(distDir)
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(path.join(distDir, file), 'utf8'))
        .join('\n');
      expect(dist).toContain(
        "const recommendCount = 'watch' === context.command ? Math.max(Math.floor(numCpus / 2), 1) : Math.max(numCpus - 1, 1);",
      );
      expect(dist).toContain('const getNumCpus = ()=>node_os.availableParallelism?.() ?? node_os.cpus().length;');
    });
  });

  describe('pool.memoryLimit', () => {
    // Three files that print the process and thread they ran in.
    const project = () =>
      tempProject(
        testFiles(['a', 'b', 'c'], () =>
          "  const { threadId } = await import('node:worker_threads');\n  console.log(`PID ${process.pid}`);\n  console.log(`THREAD ${threadId}`);\n  expect(1).toBe(1);",
        ),
      );
    const distinct = (values: string[]) => new Set(values).size;

    test('forks with isolate: false reuse one process; a limit it exceeds replaces it after each file', () => {
      const dir = project();
      const reused = runRstest(dir, ['--isolate', 'false', '--pool.maxWorkers', '1']);
      expect(printed(reused.output, 'PID').length).toBeGreaterThanOrEqual(3);
      expect(distinct(printed(reused.output, 'PID'))).toBe(1);

      const recycled = runRstest(dir, ['--isolate', 'false', '--pool.maxWorkers', '1', '--pool.memoryLimit', '1MB']);
      expect(distinct(printed(recycled.output, 'PID'))).toBe(3);
    });

    test('threads ignore it', () => {
      const run = runRstest(project(), ['--pool', 'threads', '--isolate', 'false', '--pool.maxWorkers', '1', '--pool.memoryLimit', '1MB']);
      expect(distinct(printed(run.output, 'THREAD'))).toBe(1);
    });

    test('a value Rstest cannot read stops the run with the messages the page quotes', () => {
      const invalid = runRstest(project(), ['--pool', 'vmForks', '--pool.memoryLimit', '1 TB']);
      expect(invalid.exitCode).toBe(1);
      expect(invalid.output).toContain('Invalid pool.memoryLimit: 1 TB');
      pagesQuote('pool', '`Invalid pool.memoryLimit: 1 TB`');

      const zero = runRstest(project(), ['--pool', 'vmForks', '--pool.memoryLimit', '0']);
      expect(zero.exitCode).toBe(1);
      expect(zero.output).toContain('pool.memoryLimit must be greater than 0');
      pagesQuote('pool', '`pool.memoryLimit must be greater than 0`');
    });
  });
});

describe('isolate', () => {
  const fixture = fixtureDir('isolate');
  // Which file runs first depends on Rstest's results cache; the second one sees the first one's item.
  const leak = /expected \[ '(book|pen)', '(book|pen)' \] to deeply equal \[ '(book|pen)' \]/;

  test('with isolate: false the second file sees the cart of the first', () => {
    const run = runRstest(fixture);
    expect(run.exitCode).toBe(1);
    expect(fileSummary(run.output)).toBe('1 failed | 1 passed (2)');
    expect(run.output).toMatch(leak);
  });

  test('each file passes alone', () => {
    expect(runRstest(fixture, ['pens']).exitCode).toBe(0);
  });

  test('--isolate gives each file a fresh worker, and both pass', () => {
    const run = runRstest(fixture, ['--isolate']);
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(2);
  });

  test.each(['vmForks', 'vmThreads'])('it has no effect on %s: each file gets a fresh VM context', (pool) => {
    expect(runRstest(fixture, ['--pool', pool]).exitCode).toBe(0);
  });

  test('without isolation the DOM of a test environment carries over too', () => {
    const dir = tempProject({
      ...testFiles(['a', 'b'], () => "  document.body.append(document.createElement('p'));\n  console.log(`PARAGRAPHS ${document.querySelectorAll('p').length}`);"),
      'rstest.config.ts': "export default { isolate: false, pool: { maxWorkers: 1 }, testEnvironment: 'happy-dom' };\n",
    });
    expect(printed(runRstest(dir).output, 'PARAGRAPHS').sort()).toEqual(expect.arrayContaining(['1', '2']));
    expect(printed(runRstest(dir, ['--isolate']).output, 'PARAGRAPHS')).toEqual(['1', '1']);
  });
});

describe('bail', () => {
  const fixture = fixtureDir('bail');
  const BAIL_MESSAGE = 'Test run aborted due to reaching the bail limit of 1 failed test(s).';

  test('the run stops at the first failure: the third test never runs', () => {
    const run = runRstest(fixture);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('✗ subtracts the discount');
    expect(run.output).not.toContain('never goes below zero');
    expect(testSummary(run.output)).toEqual({ passed: 1, failed: 1, skipped: 0, todo: 0 });
    expect(run.output).toContain(BAIL_MESSAGE);
    pagesQuote('bail', BAIL_MESSAGE);
  });

  test('--bail without a number means 1', () => {
    const run = runRstest(fixture, ['-c', emptyConfig, '--bail']);
    expect(run.output).toContain(BAIL_MESSAGE);
    expect(testSummary(run.output).failed).toBe(1);
  });

  test('--bail 0 runs every test', () => {
    const run = runRstest(fixture, ['--bail', '0']);
    expect(run.exitCode).toBe(1);
    expect(testSummary(run.output)).toEqual({ passed: 1, failed: 2, skipped: 0, todo: 0 });
    expect(run.output).not.toContain('bail limit');
  });

  test('a test is retried before it counts, a timed-out test is retried too', () => {
    const dir = tempProject({
      'rstest.config.ts': 'export default { bail: 1, retry: 1, testTimeout: 100 };\n',
      'a.test.ts': `import { expect, test } from '@rstest/core';

let attempts = 0;

test('times out once', async () => {
  attempts += 1;
  if (attempts === 1) await new Promise((resolve) => setTimeout(resolve, 300));
});

test('always fails', () => {
  expect(1).toBe(2);
});

test('never runs', () => {});
`,
    });
    const run = runRstest(dir);
    expect(run.output).toMatch(/✓ times out once \(\d+ms\) \(retry x1\)/);
    expect(run.output).toMatch(/✗ always fails \(\d+ms\) \(retry x1\)/);
    expect(run.output).not.toContain('never runs');
    expect(run.output).toContain(BAIL_MESSAGE);
  });

  test('test files that have not started are reported as skipped', () => {
    const dir = tempProject(testFiles(['a', 'b'], () => '  expect(1).toBe(2);'));
    const run = runRstest(dir, ['--bail', '1', '--pool.maxWorkers', '1']);
    expect(run.exitCode).toBe(1);
    expect(fileSummary(run.output)).toBe('1 failed | 1 skipped (2)');
    expect(run.output).toMatch(/^ - [ab]\.test\.ts \(0\)$/m);
  });

  test('with several workers, files already running finish their test: more failures than the limit', () => {
    const dir = tempProject(testFiles(['a', 'b'], () => '  await new Promise((resolve) => setTimeout(resolve, 2_000));\n  expect(1).toBe(2);'));
    const run = runRstest(dir, ['--bail', '1', '--pool.maxWorkers', '2']);
    expect(testSummary(run.output).failed).toBe(2);
    expect(run.output).toContain(BAIL_MESSAGE);
  });
});

describe('testNamePattern', () => {
  const fixture = fixtureDir('testNamePattern');

  test('only the tests tagged @smoke run; the others are skipped', () => {
    const run = runRstest(fixture);
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output)).toEqual({ passed: 2, failed: 0, skipped: 2, todo: 0 });
    expect(run.output).toContain('✓ cart > adds an item @smoke');
    expect(run.output).toContain('- cart > applies a coupon');
  });

  test('-t replaces the config; the name includes the describe names, joined by spaces', () => {
    const run = runRstest(fixture, ['-t', 'checkout pays']);
    expect(run.output).toContain('✓ checkout > pays by card @smoke');
    expect(run.output).toContain('✓ checkout > pays by invoice');
    expect(run.output).toContain('- cart > adds an item @smoke');
  });

  test('with ">" in the pattern, the names are joined by " > "', () => {
    const run = runRstest(fixture, ['-t', 'cart > applies']);
    expect(testSummary(run.output)).toEqual({ passed: 1, failed: 0, skipped: 3, todo: 0 });
    expect(run.output).toContain('✓ cart > applies a coupon');
  });

  test('matching is case-sensitive, and a pattern that matches nothing passes with every test skipped', () => {
    const run = runRstest(fixture, ['-t', '@Smoke']);
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output)).toEqual({ passed: 0, failed: 0, skipped: 4, todo: 0 });
  });

  test('the string is a regular expression', () => {
    const run = runRstest(fixture, ['-t', 'item (@smoke']);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('SyntaxError: Invalid regular expression: /item (@smoke/: Unterminated group');
    pagesQuote('testNamePattern', 'SyntaxError: Invalid regular expression: /item (@smoke/: Unterminated group');
  });

  test('a RegExp in the config keeps its flags; files without a match are still loaded', () => {
    const dir = tempProject({
      'rstest.config.ts': 'export default { testNamePattern: /^CART/i };\n',
      'shop.test.ts': readFileSync(path.join(fixture, 'shop.test.ts'), 'utf8'),
      'other.test.ts': "import { test } from '@rstest/core';\n\nconsole.log('TOP LEVEL OF OTHER');\n\ntest('unrelated', () => {});\n",
    });
    const run = runRstest(dir, ['--reporter', 'verbose']);
    expect(testSummary(run.output)).toEqual({ passed: 2, failed: 0, skipped: 3, todo: 0 });
    expect(run.output).toContain('✓ cart > applies a coupon');
    expect(run.output).toContain('TOP LEVEL OF OTHER');
    expect(run.output).toContain(' - other.test.ts (1)');
  });
});

describe('testTimeout', () => {
  const fixture = fixtureDir('testTimeout');
  const TIMEOUT_MESSAGE = 'test timed out in 200ms (no expect assertions completed)';

  test('the slow test fails at 200 ms; the test with its own budget passes', () => {
    const run = runRstest(fixture);
    expect(run.exitCode).toBe(1);
    expect(testSummary(run.output)).toEqual({ passed: 2, failed: 1, skipped: 0, todo: 0 });
    expect(run.output).toContain('✗ waits for a slow backend');
    expect(run.output).toContain(TIMEOUT_MESSAGE);
    expect(run.output).toContain('✓ has a budget of its own');
    pagesQuote('testTimeout', TIMEOUT_MESSAGE);
  });

  test('--testTimeout 2000 lets every test finish', () => {
    expect(runRstest(fixture, ['--testTimeout', '2000']).exitCode).toBe(0);
  });

  test('0 turns the limit off', () => {
    expect(runRstest(fixture, ['--testTimeout', '0']).exitCode).toBe(0);
  });

  test('Browser Mode raises the default to 15000 unless the config sets it', async () => {
    const cwd = tempProject({});
    const resolved = async (config: Record<string, unknown>) => (await createRstest({ cwd, config })).context.config.testTimeout;
    expect(await resolved({})).toBe(5000);
    expect(await resolved({ browser: { enabled: true } })).toBe(15000);
    expect(await resolved({ browser: { enabled: true }, testTimeout: 3000 })).toBe(3000);
  });

  test('a timed-out test keeps running, its signal is aborted, the message counts the assertions; hooks are not counted', () => {
    const dir = tempProject({
      'rstest.config.ts': 'export default { testTimeout: 200 };\n',
      'a.test.ts': `import { expect, test } from '@rstest/core';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('times out', async ({ signal }) => {
  signal.addEventListener('abort', () => console.log('ABORTED'));
  expect(1).toBe(1);
  await sleep(400);
  console.log('STILL RUNNING');
});

test('blocks the thread', () => {
  const end = Date.now() + 300;
  while (Date.now() < end) {}
});

test('waits', async () => {
  await sleep(300);
});
`,
      'hooks.test.ts': `import { beforeEach, test } from '@rstest/core';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => sleep(300));

test('fast after a slow hook', () => sleep(50));
`,
    });
    // The verbose reporter lists every test of both files.
    const run = runRstest(dir, ['--reporter', 'verbose']);
    expect(run.output).toContain('test timed out in 200ms (completed 1 expect assertion)');
    expect(run.output).toContain('ABORTED');
    expect(run.output).toContain('STILL RUNNING');
    // Synchronous code cannot be interrupted: the test passes after 300 ms.
    expect(run.output).toContain('✓ blocks the thread');
    // Its duration includes the 300 ms hook, yet the 200 ms limit does not apply to the hook.
    const duration = Number(/✓ fast after a slow hook \((\d+)ms\)/.exec(run.output)?.[1]);
    expect(duration).toBeGreaterThanOrEqual(300);
    pagesQuote('testTimeout', '(completed 1 expect assertion)');
  });
});

describe('hookTimeout', () => {
  const fixture = fixtureDir('hookTimeout');
  const HOOK_MESSAGE = 'beforeAll hook timed out in 100ms';

  test('the slow beforeAll fails the file and its test is skipped', () => {
    const run = runRstest(fixture);
    expect(run.exitCode).toBe(1);
    expect(fileSummary(run.output)).toBe('1 failed');
    expect(testSummary(run.output)).toEqual({ passed: 0, failed: 0, skipped: 1, todo: 0 });
    expect(run.output).toContain('- reads the users');
    expect(run.output).toContain(`Error: ${HOOK_MESSAGE}`);
    pagesQuote('hookTimeout', HOOK_MESSAGE);
  });

  test('--hookTimeout 1000 gives the hook enough time', () => {
    const run = runRstest(fixture, ['--hookTimeout', '1000']);
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(1);
  });

  test('a hook can set its own timeout; a slow afterEach fails its test; setup files count too', () => {
    const dir = tempProject({
      'rstest.config.ts': "export default { hookTimeout: 50, setupFiles: ['./setup.ts'] };\n",
      'setup.ts': "import { afterAll } from '@rstest/core';\n\nafterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));\n",
      'a.test.ts': `import { afterEach, beforeAll, test } from '@rstest/core';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(() => sleep(100), 1_000);

afterEach(() => sleep(300));

test('runs', () => {});
`,
    });
    const run = runRstest(dir);
    expect(run.output).not.toContain('beforeAll hook timed out');
    expect(run.output).toContain('✗ runs');
    expect(run.output).toContain('afterEach hook timed out in 50ms');
    pagesQuote('hookTimeout', 'afterEach hook timed out in 50ms');
    // The afterAll hook of the setup file has the same limit.
    expect(run.output).toContain('afterAll hook timed out in 50ms');
  });
});

describe('maxConcurrency', () => {
  const fixture = fixtureDir('maxConcurrency');

  test('never more than 2 uploads run at once', () => {
    const run = runRstest(fixture);
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(7);
  });

  test('with the default of 5, five run at once', () => {
    const run = withoutConfig('maxConcurrency');
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('expected 5 to be 2');
    pagesQuote('maxConcurrency', 'expected 5 to be 2');
  });

  test('waiting for a slot does not count against testTimeout', () => {
    // Four 200 ms tests, one at a time, take 800 ms; each has 300 ms from its own start.
    const dir = tempProject({
      'rstest.config.ts': 'export default { maxConcurrency: 1, testTimeout: 300 };\n',
      'a.test.ts': `import { test } from '@rstest/core';

for (const name of ['a', 'b', 'c', 'd']) {
  test.concurrent(name, () => new Promise((resolve) => setTimeout(resolve, 200)));
}
`,
    });
    const run = runRstest(dir);
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(4);
  });

  test('--maxConcurrency overrides the config', () => {
    expect(runRstest(fixture, ['--maxConcurrency', '5']).output).toContain('expected 5 to be 2');
  });
});

describe('slowTestThreshold', () => {
  const fixture = fixtureDir('slowTestThreshold');

  test('in a run of several files, the slow test is listed under its file, the fast ones are not', () => {
    const run = runRstest(fixture);
    expect(run.exitCode).toBe(0);
    expect(reportedFiles(run.output)).toEqual(['format.test.ts', 'search.test.ts']);
    expect(run.output).toMatch(/^ {2}✓ builds the index \(\d+ms\)$/m);
    expect(run.output).not.toContain('finds a word');
    expect(run.output).not.toContain('formats a price');
  });

  test('with the default of 300, nothing is listed', () => {
    for (const run of [withoutConfig('slowTestThreshold'), runRstest(fixture, ['--slowTestThreshold', '300'])]) {
      expect(run.exitCode).toBe(0);
      expect(run.output).not.toContain('builds the index');
    }
  });

  test('in colour, the slow test has a yellow check mark', () => {
    const { NO_COLOR: _, ...env } = process.env;
    const run = spawnSync(RSTEST_BIN, ['run'], { cwd: fixture, encoding: 'utf8', env: { ...env, FORCE_COLOR: '1', CI: '1' } });
    expect(run.stdout).toContain('\u001b[33m✓\u001b[39m builds the index');
  });

  test('a run of a single file lists every test anyway', () => {
    const run = runRstest(fixture, ['search']);
    expect(run.output).toContain('✓ finds a word');
  });
});

describe('detectAsyncLeaks', () => {
  const fixture = fixtureDir('detectAsyncLeaks');
  const LEAK_MESSAGE = 'AsyncLeakError: Detected async leak: Timeout was still active after starts polling finished.';

  test('both tests pass, but the file fails on the interval left running', () => {
    const run = runRstest(fixture);
    expect(run.exitCode).toBe(1);
    expect(fileSummary(run.output)).toBe('1 failed');
    expect(testSummary(run.output)).toEqual({ passed: 2, failed: 0, skipped: 0, todo: 0 });
    expect(run.output).toContain(LEAK_MESSAGE);
    expect(run.output).toContain('at startPolling (poller.test.ts:4:17)');
    pagesQuote('detectAsyncLeaks', LEAK_MESSAGE);
  });

  test('without it, the run passes', () => {
    expect(withoutConfig('detectAsyncLeaks').exitCode).toBe(0);
  });

  test('resources closed in afterAll, finished timers and unref()ed timers are not leaks; top-level ones are named "file setup"', () => {
    const clean = tempProject({
      'rstest.config.ts': 'export default { detectAsyncLeaks: true };\n',
      'a.test.ts': `import { afterAll, test } from '@rstest/core';

let timer: ReturnType<typeof setInterval>;

test('starts a timer', () => {
  timer = setInterval(() => {}, 1_000);
});

afterAll(() => clearInterval(timer));

test('waits', () => new Promise((resolve) => setTimeout(resolve, 10)));

test('unrefs a timer', () => {
  setInterval(() => {}, 1_000).unref();
});
`,
    });
    expect(runRstest(clean).exitCode).toBe(0);

    const topLevel = tempProject({
      'rstest.config.ts': 'export default { detectAsyncLeaks: true };\n',
      'a.test.ts': "import { test } from '@rstest/core';\n\nsetTimeout(() => {}, 5_000);\n\ntest('runs', () => {});\n",
    });
    const run = runRstest(topLevel);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('Detected async leak: Timeout was still active after file setup finished.');
    pagesQuote('detectAsyncLeaks', 'file setup');
  });
});

describe('includeTaskLocation', () => {
  const fixture = fixtureDir('includeTaskLocation');

  test('the custom reporter prints each result with the place its test is declared', () => {
    const run = runRstest(fixture);
    expect(run.exitCode).toBe(0);
    expect(run.output).toContain('pass math.test.ts:4:7 adds');
    expect(run.output).toContain('pass math.test.ts:8:7 multiplies');
    pagesQuote('includeTaskLocation', 'pass math.test.ts:4:7 adds');
  });

  test('without it, the reporter gets no location', () => {
    const run = runRstest(fixture, ['--includeTaskLocation', 'false']);
    expect(run.exitCode).toBe(0);
    expect(run.output).toContain('pass math.test.ts:no location adds');
  });

  test('results carry no location: the json reporter does not show it', () => {
    const run = runRstest(fixture, ['--reporter', 'json']);
    expect(run.exitCode).toBe(0);
    const report = JSON.parse(run.output.slice(run.output.indexOf('{'), run.output.lastIndexOf('}') + 1));
    expect(report.tests).toHaveLength(2);
    expect(JSON.stringify(report)).not.toContain('"location"');
  });

  test('rstest list --printLocation prints the same positions', () => {
    const output = execFileSync(RSTEST_BIN, ['list', '--printLocation'], { cwd: fixture, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(output).toContain('math.test.ts:4:7 > math > adds');
    pagesQuote('includeTaskLocation', 'math.test.ts:4:7 > math > adds');
  });
});

test('the fixtures type-check, as a reader’s editor would check them', () => {
  const options = ['pool', 'isolate', 'bail', 'testNamePattern', 'testTimeout', 'hookTimeout', 'maxConcurrency', 'slowTestThreshold', 'detectAsyncLeaks', 'includeTaskLocation'];
  const files = options.flatMap((option) =>
    readdirSync(fixtureDir(option))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => path.join(fixtureDir(option), file)),
  );
  const tsc = path.join(REPO_ROOT, 'node_modules/.bin/tsc');
  const args = ['--ignoreConfig', '--noEmit', '--strict', '--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler', '--types', 'node', '--skipLibCheck'];
  expect(() => execFileSync(tsc, [...args, ...files], { encoding: 'utf8' })).not.toThrow();
}, 120_000);
