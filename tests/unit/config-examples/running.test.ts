/**
 * The "running" pages (docs/<lang>/config/test/<option>.mdx for pool, isolate, bail, testNamePattern, testTimeout,
 * hookTimeout, maxConcurrency, slowTestThreshold, detectAsyncLeaks and includeTaskLocation) and their fixtures,
 * tests/examples/config/<option>/.
 *
 * Each test checks one fact a page states against a run of a fixture as a reader would start it (or, for a claim the
 * example does not show, of a small throwaway project). Running Rstest is what takes time here, so a run serves every
 * fact it can show: the runs are declared first, start before the first test (with `-t`, when a test reads them), two
 * at a time (never two in the same folder at once), and the tests below read their outcome. Where a run has to tell
 * several scenarios apart, it includes several test files or projects and writes a JSON report next to what it prints.
 * Messages the pages quote are checked against the run's output and against both pages.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRstest } from '@rstest/core/api';
import { afterAll, describe, expect, rstest as rs, test } from '@rstest/core';
import { emptyConfigFile, fixtureDir, pageBody, reportedFiles } from '../utils/config-pages';
import { LANGS, readDoc, REPO_ROOT } from '../utils/docs';
import { testSummary } from '../utils/run-rstest';
import {
  errorsOf,
  removeTemporaryDirs,
  reportedFile,
  type Run,
  type RunOptions,
  rstest,
  rstestProjects,
  rstestWithReport,
  statuses,
  tempProject,
  temporaryDir,
  testsOf,
  writeFiles,
} from '../utils/concurrent-runs';

// Tests wait for runs started in the background, which can queue behind others on a busy machine.
rs.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const CPUS = os.availableParallelism();
const emptyConfig = emptyConfigFile();

/** Both pages of an option quote `text` word for word. */
function pagesQuote(option: string, text: string) {
  for (const lang of LANGS) {
    expect({ lang, quoted: pageBody(lang, `config/test/${option}.mdx`).includes(text) }).toEqual({ lang, quoted: true });
  }
}

/** The "Test Files …" line of the default reporter. */
const fileSummary = (output: string) => /^\s*Test Files\s+(.*)$/m.exec(output)?.[1].trim();

/**
 * The values the tests of a run logged after `label`, e.g. `PID 1234` (from the JSON report: the printed output
 * can repeat a log line when files end at the same time).
 */
const logged = (run: Run, label: string) =>
  (run.report?.consoleLogs ?? []).flatMap((log) => new RegExp(`^${label} (\\S+)$`).exec(log.content)?.[1] ?? []);
const distinct = (values: string[]) => new Set(values).size;

/** A file of a fixture, to copy into a throwaway project unchanged. */
const fixtureFile = (option: string, file: string) => readFileSync(path.join(fixtureDir(option), file), 'utf8');

/** Test files named a…, each with one test whose body is `body(name)`. */
const testFiles = (names: string[], body: (name: string) => string) =>
  Object.fromEntries(
    names.map((name) => [`${name}.test.ts`, `import { expect, test } from '@rstest/core';\n\ntest('${name}', async () => {\n${body(name)}\n});\n`]),
  );

/** `rstest run <args>` in `cwd`, started as soon as a slot is free. */
const run = (cwd: string, args: string[] = [], options: RunOptions = {}) => rstest(cwd, ['run', ...args], options);
/** The same, with the config `base` (the fixture's own by default) plus a JSON report. */
const runWithReport = (cwd: string, args: string[] = [], base: string | null = path.join(cwd, 'rstest.config.ts')) =>
  rstestWithReport(cwd, base, args);

afterAll(async () => {
  await removeTemporaryDirs();
  rmSync(path.dirname(emptyConfig), { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------------------------
// The runs. Each starts now; the tests below wait for the ones they read.

const ISOLATE = fixtureDir('isolate');
const BAIL = fixtureDir('bail');
const NAMES = fixtureDir('testNamePattern');
const TIMEOUT = fixtureDir('testTimeout');
const HOOKS = fixtureDir('hookTimeout');
const CONCURRENCY = fixtureDir('maxConcurrency');
const SLOW = fixtureDir('slowTestThreshold');
const LEAKS = fixtureDir('detectAsyncLeaks');
const LOCATION = fixtureDir('includeTaskLocation');

const POOL = fixtureDir('pool');
const POOL_CONFIG = path.join(POOL, 'rstest.config.ts');
/**
 * The page's test file, the pitfalls' realm check and two slot files: the last three print their worker slot,
 * process and thread.
 */
const POOL_FILES = ['--include', 'worker.test.ts', '--include', 'checks/*.check.ts'];
const slotFiles = () =>
  Object.fromEntries(['a', 'b'].map((name) => [`slot-${name}.check.ts`, fixtureFile('pool', `checks/slot-${name}.check.ts`)]));

/**
 * One run of many projects, for the claims that hold per project: the options below are project options, so each
 * project sets its own, and the JSON report tells the projects apart. The testTimeout, hookTimeout, maxConcurrency,
 * detectAsyncLeaks and includeTaskLocation fixtures are projects too, with their own configs. Reporters are not a
 * project option: the run sets the includeTaskLocation example's reporter, which reports for every project.
 */
const projectFiles: Record<string, string> = {
  'timeout-pitfalls/a.test.ts': `import { expect, test } from '@rstest/core';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let finished = false;

test('times out', async ({ signal }) => {
  signal.addEventListener('abort', () => console.log('ABORTED'));
  expect(1).toBe(1);
  await sleep(450);
  finished = true;
  console.log('STILL RUNNING');
});

test('blocks the thread', () => {
  const end = Date.now() + 450;
  while (Date.now() < end) {}
});

test('sees the timed-out test finish', async () => {
  while (!finished) await sleep(10);
}, 10_000);
`,
  'timeout-pitfalls/hooks.test.ts': `import { beforeEach, test } from '@rstest/core';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => sleep(450));

test('fast after a slow hook', () => sleep(1));
`,
  'hooks/setup.ts': "import { afterAll } from '@rstest/core';\n\nafterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));\n",
  'hooks/a.test.ts': `import { afterEach, beforeAll, test } from '@rstest/core';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(() => sleep(100), 5_000);

afterEach(() => sleep(300));

test('runs', () => {});
`,
  // Four 200 ms tests, one at a time, take 800 ms; each has 500 ms from its own start.
  'concurrency-queue/a.test.ts': `import { test } from '@rstest/core';

for (const name of ['a', 'b', 'c', 'd']) {
  test.concurrent(name, () => new Promise((resolve) => setTimeout(resolve, 200)));
}
`,
  'leaks-cleaned-up/a.test.ts': `import { afterAll, test } from '@rstest/core';

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
  'leaks-top-level/a.test.ts': "import { test } from '@rstest/core';\n\nsetTimeout(() => {}, 5_000);\n\ntest('runs', () => {});\n",
};
const projectsRun = rstestProjects(
  `{
  pool: { maxWorkers: 2 },
  reporters: ['default', new LocationReporter()],
  projects: [
    ${JSON.stringify(TIMEOUT)},
    ${JSON.stringify(HOOKS)},
    ${JSON.stringify(CONCURRENCY)},
    ${JSON.stringify(LEAKS)},
    ${JSON.stringify(LOCATION)},
    { name: 'timeout-off', root: ${JSON.stringify(TIMEOUT)}, testTimeout: 0 },
    { name: 'timeout-pitfalls', root: 'timeout-pitfalls', testTimeout: 300 },
    { name: 'hooks', root: 'hooks', hookTimeout: 50, setupFiles: ['./setup.ts'] },
    { name: 'concurrency-default', root: ${JSON.stringify(CONCURRENCY)} },
    { name: 'concurrency-queue', root: 'concurrency-queue', maxConcurrency: 1, testTimeout: 500 },
    { name: 'leaks-off', root: ${JSON.stringify(LEAKS)} },
    { name: 'leaks-cleaned-up', root: 'leaks-cleaned-up', detectAsyncLeaks: true },
    { name: 'leaks-top-level', root: 'leaks-top-level', detectAsyncLeaks: true },
    { name: 'invalid-pattern', root: ${JSON.stringify(NAMES)}, testNamePattern: 'item (@smoke' },
    { name: 'location-off', root: ${JSON.stringify(LOCATION)} },
  ],
}`,
  {
    imports: `import { LocationReporter } from ${JSON.stringify(path.join(LOCATION, 'location-reporter.ts'))};`,
    files: projectFiles,
  },
);

const nameRuns = {
  cli: run(NAMES, ['-t', 'checkout pays']),
  /**
   * One run: the fixture, with its config, and one project per pattern (inline projects don't read the fixture's
   * config): `>` in a pattern, a case that matches nothing, a RegExp with a flag next to a file without a match.
   * Every project must pass. A project of slot files, with no pool config, shows the default worker count.
   */
  projects: rstestProjects(
    `{
  projects: [
    ${JSON.stringify(NAMES)},
    { name: 'joined-by-gt', root: ${JSON.stringify(NAMES)}, testNamePattern: 'cart > applies' },
    { name: 'case-sensitive', root: ${JSON.stringify(NAMES)}, testNamePattern: '@Smoke' },
    { name: 'regexp', root: 'regexp', testNamePattern: /^CART/i },
    { name: 'slots', root: 'slots', include: ['*.check.ts'] },
    { name: 'cli-spaces', root: 'cli-sum', testNamePattern: 'sum adds' },
    { name: 'cli-gt', root: 'cli-sum', testNamePattern: 'sum > adds' },
  ],
}`,
    {
      files: {
        // The CLI page's -t examples, on the Quick Start's sum test.
        'cli-sum/sum.test.ts': `import { describe, expect, test } from '@rstest/core';

describe('sum', () => {
  test('adds two numbers', () => {
    expect(1 + 2).toBe(3);
  });

  test('handles negative numbers', () => {
    expect(-1 + -2).toBe(-3);
  });
});
`,
        'regexp/shop.test.ts': fixtureFile('testNamePattern', 'shop.test.ts'),
        'regexp/other.test.ts': "import { test } from '@rstest/core';\n\nconsole.log('TOP LEVEL OF OTHER');\n\ntest('unrelated', () => {});\n",
        ...Object.fromEntries(Object.entries(slotFiles()).map(([name, code]) => [`slots/${name}`, code])),
      },
    },
  ),
};

/**
 * Workers reused from file to file (threads, isolate: false, one worker), in a project with no pool config: the
 * page's test file and preload, with execArgv given on the command line; the slot files; and two files that add
 * a paragraph to the happy-dom document.
 */
const reuseProject = tempProject({
  'rstest.config.ts': "export default { include: ['*.test.ts', '*.check.ts'], testEnvironment: 'happy-dom' };\n",
  'preload.cjs': fixtureFile('pool', 'preload.cjs'),
  'worker.test.ts': fixtureFile('pool', 'worker.test.ts'),
  ...slotFiles(),
  ...Object.fromEntries(
    ['dom-a', 'dom-b'].map((name) => [
      `${name}.test.ts`,
      `import { threadId } from 'node:worker_threads';\nimport { test } from '@rstest/core';\n\ntest('${name}', () => {\n  document.body.append(document.createElement('p'));\n  console.log(\`PARAGRAPHS \${document.querySelectorAll('p').length}\`);\n  console.log(\`THREAD \${threadId}\`);\n});\n`,
    ]),
  ),
});
const reuseRun = runWithReport(reuseProject, [
  '--pool',
  'threads',
  '--pool.execArgv=-r',
  '--pool.execArgv=./preload.cjs',
  '--isolate',
  'false',
  '--pool.maxWorkers',
  '1',
  '--pool.memoryLimit',
  '1MB',
]);

/**
 * The VM pools: a config with an absolute execArgv path and a setup file, run from another folder; the realm
 * check; and the isolate example's files with isolate: false and one worker, as in its config. In vmForks, the
 * command line replaces execArgv with a Node.js option that only a process can take.
 */
const vmProject = tempProject({
  'rstest.config.ts': `import path from 'node:path';

export default {
  pool: { type: 'vmThreads', maxWorkers: 1, execArgv: ['-r', path.join(import.meta.dirname, 'preload.cjs')] },
  isolate: false,
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
  'realm.test.ts': fixtureFile('pool', 'checks/realm.check.ts'),
  'cart.ts': fixtureFile('isolate', 'cart.ts'),
  'books.test.ts': fixtureFile('isolate', 'books.test.ts'),
  'pens.test.ts': fixtureFile('isolate', 'pens.test.ts'),
});
const vmRuns = {
  vmThreads: runWithReport(tempProject(), ['--root', vmProject], path.join(vmProject, 'rstest.config.ts')),
  vmForks: runWithReport(tempProject(), ['--root', vmProject, '--pool', 'vmForks', '--pool.execArgv=--expose-gc'], path.join(vmProject, 'rstest.config.ts')),
};

const runs = {
  // pool: the example with its config (threads, maxWorkers 2, the preload), next to the check files.
  poolThreads: runWithReport(POOL, POOL_FILES),
  // --pool forks, also without isolation and with a memory limit every worker exceeds: each file a fresh process.
  poolForks: runWithReport(POOL, ['--pool', 'forks', '--isolate', 'false', '--pool.memoryLimit', '1MB', ...POOL_FILES]),
  // --pool vmThreads, with half the CPUs as workers.
  poolVmThreads: runWithReport(POOL, ['--pool', 'vmThreads', '--pool.maxWorkers', '50%', ...POOL_FILES]),
  poolThreadsExposeGc: run(POOL, ['--pool.execArgv=--expose-gc']),
  // An unknown type with one worker, over four files.
  poolUnknownType: runWithReport(POOL, ['--pool', 'vmforks', '--pool.maxWorkers', '1', ...POOL_FILES]),
  poolExecArgvSpace: run(POOL, ['--pool.execArgv', '-r', '--pool.execArgv', './preload.cjs']),
  poolElsewhere: run(tempProject(), ['-c', POOL_CONFIG, '--root', POOL]),
  poolMemoryLimitUnit: run(POOL, ['-c', emptyConfig, '--pool', 'vmForks', '--pool.memoryLimit', '1 TB']),
} satisfies Record<string, Promise<Run>>;

const isolateRuns = {
  fixture: run(ISOLATE),
  isolated: run(ISOLATE, ['--isolate']),
};

const bailRuns = {
  fixture: run(BAIL),
  zero: run(BAIL, ['--bail', '0']),
  // One worker: a.test.ts, the larger file, runs first (a new project has no results cache to reorder by).
  retry: run(
    tempProject({
      'rstest.config.ts': 'export default { bail: 1, retry: 1, testTimeout: 100, pool: { maxWorkers: 1 } };\n',
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
      'b.test.ts': "import { test } from '@rstest/core';\n\ntest('b', () => {});\n",
    }),
  ),
  // Two workers, `--bail` without a number: each file's test waits until both have started, then fails.
  overshoot: (() => {
    const dir = tempProject();
    writeFiles(
      dir,
      testFiles(
        ['a', 'b'],
        (name) => `  const { existsSync, writeFileSync } = await import('node:fs');
  writeFileSync(${JSON.stringify(path.join(dir, `${name}.started`))}, '');
  const other = ${JSON.stringify(path.join(dir, `${name === 'a' ? 'b' : 'a'}.started`))};
  for (let i = 0; i < 600 && !existsSync(other); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(1).toBe(2);`,
      ),
    );
    return run(dir, ['--pool.maxWorkers', '2', '--bail']);
  })(),
};

/**
 * The command line over the fixtures' configs, in one run of the three fixtures as projects (each with its config;
 * the flags apply to every project). The fixtures without the flags are projects of projectsRun above.
 */
const cliRun = rstestProjects(`{ projects: [${JSON.stringify(TIMEOUT)}, ${JSON.stringify(HOOKS)}, ${JSON.stringify(CONCURRENCY)}] }`, {
  args: ['--testTimeout', '2000', '--hookTimeout', '1000', '--maxConcurrency', '5'],
});

const slowRuns = {
  // In colour: the checks on the text read it with the colour codes removed.
  fixture: run(SLOW, [], { env: { NO_COLOR: undefined, FORCE_COLOR: '1' } }),
  threshold300: run(SLOW, ['--slowTestThreshold', '300']),
  singleFile: run(SLOW, ['search']),
};

const listRun = rstest(LOCATION, ['list', '--printLocation']);

// ---------------------------------------------------------------------------------------------------------------

describe('pool', () => {
  test('the example runs in worker threads, after the preloaded script, in worker slot 1 or 2', async () => {
    const run = await runs.poolThreads;
    expect(statuses(run, 'worker.test.ts')).toEqual({
      'runs in a worker thread': 'pass',
      'runs after the preloaded script': 'pass',
      'knows its worker slot': 'pass',
    });
  });

  test('--pool forks replaces only the type: the file runs in a child process; maxWorkers and the preload stay', async () => {
    const run = await runs.poolForks;
    const tests = testsOf(run, 'worker.test.ts');
    expect(tests['runs in a worker thread'].errors.join('\n')).toContain('expected true to be false');
    expect(tests['runs after the preloaded script'].status).toBe('pass');
    expect(tests['knows its worker slot'].status).toBe('pass');
    const slots = logged(run, 'SLOT');
    expect(slots).toHaveLength(3);
    for (const slot of slots) expect(['1', '2']).toContain(slot);
  });

  test('--pool vmThreads: the test file has its own globals, where the preload did not run', async () => {
    const run = await runs.poolVmThreads;
    const tests = testsOf(run, 'worker.test.ts');
    expect(tests['runs in a worker thread'].status).toBe('pass');
    expect(tests['runs after the preloaded script'].errors.join('\n')).toContain('expected 10 to be 50');
  });

  test("the string form is the type; an object without type keeps 'forks'", async () => {
    const cwd = temporaryDir();
    const resolve = async (pool: unknown) =>
      (await createRstest({ cwd, config: { pool } as NonNullable<Parameters<typeof createRstest>[0]>['config'] })).context.config.pool;
    expect(await resolve('threads')).toEqual({ type: 'threads' });
    expect(await resolve({ maxWorkers: 2 })).toEqual({ type: 'forks', maxWorkers: 2 });
  });

  test('execArgv: a relative path resolves from the directory rstest runs in', async () => {
    const run = await runs.poolElsewhere;
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain("Error: Cannot find module './preload.cjs'");
  });

  test('--pool.execArgv takes a value starting with "-" only after "="', async () => {
    const missing = await runs.poolExecArgvSpace;
    expect(missing.exitCode).toBe(1);
    expect(missing.output).toContain('option `--pool.execArgv <arg>` value is missing');
    pagesQuote('pool', 'option `--pool.execArgv <arg>` value is missing');
    // In a project without pool config, `--pool.execArgv=-r --pool.execArgv=./preload.cjs` preloads the script.
    const run = await reuseRun;
    expect(statuses(run, 'worker.test.ts')['runs after the preloaded script']).toBe('pass');
  });

  test('the list given on the command line replaces the one in the config', async () => {
    // --expose-gc in place of the config's `-r <absolute path>/preload.cjs`: the preload no longer runs.
    const tests = testsOf(await vmRuns.vmForks, 'a.test.ts');
    expect(tests.preloaded.errors.join('\n')).toContain('expected undefined to be true');
    expect(tests['sees the setup file'].status).toBe('pass');
  });

  test('threads reject Node.js options that only a process can take; process pools accept them', async () => {
    const run = await runs.poolThreadsExposeGc;
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('Error: Initiated Worker with invalid execArgv flags: --expose-gc');
    pagesQuote('pool', '`Initiated Worker with invalid execArgv flags`');
    // vmForks with --expose-gc: every file runs.
    const vmForks = await vmRuns.vmForks;
    expect(vmForks.output).not.toContain('invalid execArgv flags');
    expect(reportedFile(vmForks, 'books.test.ts').status).toBe('pass');
  });

  test('an unknown type fails every file: one per worker with the cause, the others with no free worker id', async () => {
    const run = await runs.poolUnknownType;
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('Error: Unknown pool worker: vmforks');
    pagesQuote('pool', '`Unknown pool worker: <name>`');
    // One worker: the first file gets the cause; its failed worker keeps slot 1, so the three others find none free.
    const errors = ['worker.test.ts', 'checks/realm.check.ts', 'checks/slot-a.check.ts', 'checks/slot-b.check.ts'].map((file) => {
      expect(reportedFile(run, file).status).toBe('fail');
      return errorsOf(run, file);
    });
    expect(errors.filter((error) => error === 'Error: Unknown pool worker: vmforks')).toHaveLength(1);
    expect(errors.filter((error) => error === 'Error: [rstest-pool]: no free worker id')).toHaveLength(3);
    pagesQuote('pool', '`[rstest-pool]: no free worker id`');
    pagesQuote('pool', '`maxWorkers: 1`');
  });

  test('in a VM pool, a setup file runs inside the context; an absolute execArgv path works from anywhere', async () => {
    expect(statuses(await vmRuns.vmThreads, 'a.test.ts')).toEqual({
      'sees the setup file': 'pass',
      'checks the error code instead of instanceof': 'pass',
      preloaded: 'pass',
    });
    // In vmForks too, but for the preload, which --pool.execArgv replaced in that run.
    expect(statuses(await vmRuns.vmForks, 'a.test.ts')).toMatchObject({
      'sees the setup file': 'pass',
      'checks the error code instead of instanceof': 'pass',
    });
    pagesQuote('pool', "`path.join(import.meta.dirname, 'preload.cjs')`");
    pagesQuote('pool', '`toThrow(/ENOENT/)`');
  });

  describe('threads and VM pools, as the pitfalls describe them', () => {
    test('forks: both pass', async () => {
      expect(statuses(await runs.poolForks, 'realm.check.ts')).toEqual({ 'an fs error is an Error': 'pass', 'changes directory': 'pass' });
    });

    test('threads: process.chdir() throws', async () => {
      const tests = testsOf(await runs.poolThreads, 'realm.check.ts');
      expect(tests['an fs error is an Error'].status).toBe('pass');
      expect(tests['changes directory'].errors.join('\n')).toContain('process.chdir() is not supported in workers');
      pagesQuote('pool', '`process.chdir() is not supported in workers`');
    });

    test.each([
      ['vmThreads', runs.poolVmThreads, 'realm.check.ts'],
      ['vmThreads', vmRuns.vmThreads, 'realm.test.ts'],
      ['vmForks', vmRuns.vmForks, 'realm.test.ts'],
    ] as const)('%s: errors from Node.js built-ins fail toThrow(Error)', async (_pool, pending, file) => {
      const run = await pending;
      expect(testsOf(run, file)['an fs error is an Error'].errors.join('\n')).toContain('expected error to be instance of Error');
      pagesQuote('pool', '`expected error to be instance of Error`');
    });
  });

  describe('pool.maxWorkers', () => {
    test('RSTEST_WORKER_ID is a slot from 1 to maxWorkers', async () => {
      const used = logged(await runs.poolThreads, 'SLOT');
      expect(used).toHaveLength(3);
      for (const slot of used) expect(['1', '2']).toContain(slot);
    });

    test('unset, rstest run uses at most one worker less than the CPU count (at least 1)', async () => {
      const run = await nameRuns.projects;
      const used = logged(run, 'SLOT').map(Number);
      expect(used).toHaveLength(2);
      for (const slot of used) expect(slot).toBeLessThanOrEqual(Math.max(CPUS - 1, 1));
    });

    test('a percentage is a share of the CPU count, rounded down, at least 1', async () => {
      const used = logged(await runs.poolVmThreads, 'SLOT').map(Number);
      expect(used).toHaveLength(3);
      for (const slot of used) expect(slot).toBeLessThanOrEqual(Math.max(Math.floor(CPUS / 2), 1));
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
    test('forks with isolate: false reuse their process; a limit it exceeds replaces it after each file', async () => {
      // The isolate example (forks, isolate: false, one worker) shows the reuse: its second file sees the first's module.
      expect((await isolateRuns.fixture).output).toMatch(/to deeply equal \[ '(book|pen)' \]/);
      // Two workers and a 1 MB limit: the three files that print ran in three processes, where two reused ones would do.
      const recycled = logged(await runs.poolForks, 'PID');
      expect(recycled).toHaveLength(3);
      expect(distinct(recycled)).toBe(3);
    });

    test('threads ignore it', async () => {
      const threads = logged(await reuseRun, 'THREAD');
      expect(threads).toHaveLength(4);
      expect(distinct(threads)).toBe(1);
    });

    test('a value Rstest cannot read stops the run with the messages the page quotes', async () => {
      const invalid = await runs.poolMemoryLimitUnit;
      expect(invalid.exitCode).toBe(1);
      expect(invalid.output).toContain('Invalid pool.memoryLimit: 1 TB');
      pagesQuote('pool', '`Invalid pool.memoryLimit: 1 TB`');

      // Zero fails the same check, in the function Rstest reads the value with (a chunk of its dist).
      const { parseMemoryLimit } = await import(pathToFileURL(path.join(REPO_ROOT, 'node_modules/@rstest/core/dist/rs~0.js')).href);
      expect(() => parseMemoryLimit('1 TB')).toThrow('Invalid pool.memoryLimit: 1 TB');
      expect(() => parseMemoryLimit('0')).toThrow('pool.memoryLimit must be greater than 0');
      expect(() => parseMemoryLimit(0)).toThrow('pool.memoryLimit must be greater than 0');
      pagesQuote('pool', '`pool.memoryLimit must be greater than 0`');
    });

    test('k, m and g count in powers of 1000, kib, mib and gib in powers of 1024, as both pages say', async () => {
      const { parseMemoryLimit } = await import(pathToFileURL(path.join(REPO_ROOT, 'node_modules/@rstest/core/dist/rs~0.js')).href);
      const bytes = (units: string[]) => units.map((unit) => parseMemoryLimit(`1${unit}`));
      expect(bytes(['k', 'kb', 'm', 'mb', 'g', 'gb'])).toEqual([1000, 1000, 1000 ** 2, 1000 ** 2, 1000 ** 3, 1000 ** 3]);
      expect(bytes(['kib', 'mib', 'gib', 'KiB'])).toEqual([1024, 1024 ** 2, 1024 ** 3, 1024]);
      const stated = { en: ['(powers of 1000)', '(powers of 1024)'], zh: ['（按 1000 的幂换算）', '（按 1024 的幂换算）'] };
      for (const lang of LANGS) {
        for (const text of stated[lang]) expect({ lang, text, stated: pageBody(lang, 'config/test/pool.mdx').includes(text) }).toMatchObject({ stated: true });
      }
    });
  });
});

describe('isolate', () => {
  // Which file runs first depends on Rstest's results cache; the second one sees the first one's item.
  const leak = /expected \[ '(book|pen)', '(book|pen)' \] to deeply equal \[ '(book|pen)' \]/;

  test('with isolate: false the second file sees the cart of the first', async () => {
    const run = await isolateRuns.fixture;
    expect(run.exitCode).toBe(1);
    expect(fileSummary(run.output)).toBe('1 failed | 1 passed (2)');
    expect(run.output).toMatch(leak);
  });

  test('--isolate gives each file a fresh worker, and both pass on their own', async () => {
    const run = await isolateRuns.isolated;
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(2);
  });

  test.each(['vmForks', 'vmThreads'] as const)('it has no effect on %s: each file gets a fresh VM context', async (pool) => {
    // The example's files, with isolate: false and one worker.
    const run = await vmRuns[pool];
    expect(reportedFile(run, 'books.test.ts').status).toBe('pass');
    expect(reportedFile(run, 'pens.test.ts').status).toBe('pass');
  });

  test('without isolation the DOM of a test environment carries over too', async () => {
    expect(logged(await reuseRun, 'PARAGRAPHS').sort()).toEqual(['1', '2']);
  });
});

describe('bail', () => {
  const BAIL_MESSAGE = 'Test run aborted due to reaching the bail limit of 1 failed test(s).';

  test('the run stops at the first failure: the third test never runs', async () => {
    const run = await bailRuns.fixture;
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('✗ subtracts the discount');
    expect(run.output).not.toContain('never goes below zero');
    expect(testSummary(run.output)).toEqual({ passed: 1, failed: 1, skipped: 0, todo: 0 });
    expect(run.output).toContain(BAIL_MESSAGE);
    pagesQuote('bail', BAIL_MESSAGE);
  });

  test('--bail 0 runs every test', async () => {
    const run = await bailRuns.zero;
    expect(run.exitCode).toBe(1);
    expect(testSummary(run.output)).toEqual({ passed: 1, failed: 2, skipped: 0, todo: 0 });
    expect(run.output).not.toContain('bail limit');
  });

  test('a test is retried before it counts, a timed-out test is retried too', async () => {
    const run = await bailRuns.retry;
    expect(run.output).toMatch(/✓ times out once \(\d+ms\) \(retry x1\)/);
    expect(run.output).toMatch(/✗ always fails \(\d+ms\) \(retry x1\)/);
    expect(run.output).not.toContain('never runs');
    expect(run.output).toContain(BAIL_MESSAGE);
  });

  test('test files that have not started are reported as skipped', async () => {
    const run = await bailRuns.retry;
    expect(run.exitCode).toBe(1);
    expect(fileSummary(run.output)).toBe('1 failed | 1 skipped (2)');
    expect(run.output).toMatch(/^ - b\.test\.ts \(0\)$/m);
  });

  test('--bail without a number means 1', async () => {
    expect((await bailRuns.overshoot).output).toContain(BAIL_MESSAGE);
  });

  test('with several workers, files already running finish their test: more failures than the limit', async () => {
    const run = await bailRuns.overshoot;
    expect(testSummary(run.output).failed).toBe(2);
    expect(run.output).toContain(BAIL_MESSAGE);
  });
});

describe('testNamePattern', () => {
  test('only the tests tagged @smoke run; the others are skipped', async () => {
    const run = await nameRuns.projects;
    expect(statuses(run, 'shop.test.ts', 'testNamePattern')).toEqual({
      'cart > adds an item @smoke': 'pass',
      'cart > applies a coupon': 'skip',
      'checkout > pays by card @smoke': 'pass',
      'checkout > pays by invoice': 'skip',
    });
  });

  test('-t replaces the config; the name includes the describe names, joined by spaces', async () => {
    const run = await nameRuns.cli;
    expect(run.output).toContain('✓ checkout > pays by card @smoke');
    expect(run.output).toContain('✓ checkout > pays by invoice');
    expect(run.output).toContain('- cart > adds an item @smoke');
  });

  test('with ">" in the pattern, the names are joined by " > "', async () => {
    expect(statuses(await nameRuns.projects, 'shop.test.ts', 'joined-by-gt')).toEqual({
      'cart > adds an item @smoke': 'skip',
      'cart > applies a coupon': 'pass',
      'checkout > pays by card @smoke': 'skip',
      'checkout > pays by invoice': 'skip',
    });
  });

  test('the CLI page\'s examples: -t "sum adds" (joined by spaces) and -t "sum > adds" (joined by " > ") select the same test', async () => {
    const run = await nameRuns.projects;
    const selected = { 'sum > adds two numbers': 'pass', 'sum > handles negative numbers': 'skip' };
    expect(statuses(run, 'sum.test.ts', 'cli-spaces')).toEqual(selected);
    expect(statuses(run, 'sum.test.ts', 'cli-gt')).toEqual(selected);
    for (const lang of LANGS) {
      const page = readDoc(lang, 'guide/basic/cli.mdx');
      for (const example of ['`-t "sum adds"`', '`-t "sum > adds"`', '`sum adds two numbers`', '`sum > adds two numbers`']) {
        expect({ lang, example, shown: page.includes(example) }).toMatchObject({ shown: true });
      }
    }
  });

  test('matching is case-sensitive, and a pattern that matches nothing passes with every test skipped', async () => {
    const run = await nameRuns.projects;
    expect(run.exitCode).toBe(0);
    expect(Object.values(statuses(run, 'shop.test.ts', 'case-sensitive'))).toEqual(['skip', 'skip', 'skip', 'skip']);
  });

  test('the string is a regular expression', async () => {
    const run = await projectsRun;
    expect(reportedFile(run, 'shop.test.ts', 'invalid-pattern').status).toBe('fail');
    expect(errorsOf(run, 'shop.test.ts', 'invalid-pattern')).toContain('SyntaxError: Invalid regular expression: /item (@smoke/: Unterminated group');
    pagesQuote('testNamePattern', 'SyntaxError: Invalid regular expression: /item (@smoke/: Unterminated group');
  });

  test('a RegExp in the config keeps its flags; files without a match are still loaded', async () => {
    const run = await nameRuns.projects;
    expect(statuses(run, 'shop.test.ts', 'regexp')).toEqual({
      'cart > adds an item @smoke': 'pass',
      'cart > applies a coupon': 'pass',
      'checkout > pays by card @smoke': 'skip',
      'checkout > pays by invoice': 'skip',
    });
    expect(run.output).toContain('TOP LEVEL OF OTHER');
    expect(statuses(run, 'other.test.ts', 'regexp')).toEqual({ unrelated: 'skip' });
  });
});

describe('testTimeout', () => {
  const TIMEOUT_MESSAGE = 'test timed out in 200ms (no expect assertions completed)';

  test('the slow test fails at 200 ms; the test with its own budget passes', async () => {
    const tests = testsOf(await projectsRun, 'api.test.ts', 'testTimeout');
    expect(tests['loads the user'].status).toBe('pass');
    expect(tests['waits for a slow backend'].errors).toEqual([`Error: ${TIMEOUT_MESSAGE}`]);
    expect(tests['has a budget of its own'].status).toBe('pass');
    pagesQuote('testTimeout', TIMEOUT_MESSAGE);
  });

  test('--testTimeout 2000 lets every test finish', async () => {
    expect(Object.values(statuses(await cliRun, 'api.test.ts', 'testTimeout'))).toEqual(['pass', 'pass', 'pass']);
  });

  test('0 turns the limit off', async () => {
    expect(reportedFile(await projectsRun, 'api.test.ts', 'timeout-off').status).toBe('pass');
  });

  test('Browser Mode raises the default to 15000 unless the config sets it', async () => {
    const cwd = temporaryDir();
    const resolved = async (config: Record<string, unknown>) => (await createRstest({ cwd, config })).context.config.testTimeout;
    expect(await resolved({})).toBe(5000);
    expect(await resolved({ browser: { enabled: true } })).toBe(15000);
    expect(await resolved({ browser: { enabled: true }, testTimeout: 3000 })).toBe(3000);
  });

  test('a timed-out test keeps running, its signal is aborted, the message counts the assertions; hooks are not counted', async () => {
    // testTimeout: 300 in this project.
    const run = await projectsRun;
    const tests = testsOf(run, 'a.test.ts', 'timeout-pitfalls');
    expect(tests['times out'].errors).toEqual(['Error: test timed out in 300ms (completed 1 expect assertion)']);
    expect(run.output).toContain('ABORTED');
    expect(run.output).toContain('STILL RUNNING');
    // Synchronous code cannot be interrupted: the test passes after 450 ms, over its 300 ms limit.
    expect(tests['blocks the thread'].status).toBe('pass');
    expect(tests['blocks the thread'].duration).toBeGreaterThan(300);
    // Its duration includes the 450 ms hook, over the limit, yet the limit does not apply to the hook.
    const hooked = testsOf(run, 'hooks.test.ts', 'timeout-pitfalls')['fast after a slow hook'];
    expect(hooked.status).toBe('pass');
    expect(hooked.duration).toBeGreaterThan(300);
    pagesQuote('testTimeout', '(completed 1 expect assertion)');
  });
});

describe('hookTimeout', () => {
  const HOOK_MESSAGE = 'beforeAll hook timed out in 100ms';

  test('the slow beforeAll fails the file and its test is skipped', async () => {
    const run = await projectsRun;
    expect(reportedFile(run, 'db.test.ts', 'hookTimeout').status).toBe('fail');
    expect(statuses(run, 'db.test.ts', 'hookTimeout')).toEqual({ 'reads the users': 'skip' });
    expect(errorsOf(run, 'db.test.ts', 'hookTimeout')).toContain(`Error: ${HOOK_MESSAGE}`);
    pagesQuote('hookTimeout', HOOK_MESSAGE);
  });

  test('--hookTimeout 1000 gives the hook enough time', async () => {
    const run = await cliRun;
    expect(reportedFile(run, 'db.test.ts', 'hookTimeout').status).toBe('pass');
    expect(statuses(run, 'db.test.ts', 'hookTimeout')).toEqual({ 'reads the users': 'pass' });
  });

  test('a hook can set its own timeout; a slow afterEach fails its test; setup files count too', async () => {
    // hookTimeout: 50 in this project; the beforeAll hook takes 100 ms with a limit of its own.
    const run = await projectsRun;
    expect(errorsOf(run, 'a.test.ts', 'hooks')).not.toContain('beforeAll hook timed out');
    const tests = testsOf(run, 'a.test.ts', 'hooks');
    expect(tests.runs.status).toBe('fail');
    expect(tests.runs.errors.join('\n')).toContain('afterEach hook timed out in 50ms');
    pagesQuote('hookTimeout', 'afterEach hook timed out in 50ms');
    // The afterAll hook of the setup file has the same limit.
    expect(errorsOf(run, 'a.test.ts', 'hooks')).toContain('afterAll hook timed out in 50ms');
  });
});

describe('maxConcurrency', () => {
  test('never more than 2 uploads run at once', async () => {
    const tests = Object.values(statuses(await projectsRun, 'upload.test.ts', 'maxConcurrency'));
    expect(tests).toEqual(Array(7).fill('pass'));
  });

  test('with the default of 5, five run at once', async () => {
    const run = await projectsRun;
    expect(testsOf(run, 'upload.test.ts', 'concurrency-default')['never uploads more than 2 files at once'].errors.join('\n')).toContain(
      'expected 5 to be 2',
    );
    pagesQuote('maxConcurrency', 'expected 5 to be 2');
  });

  test('waiting for a slot does not count against testTimeout', async () => {
    const run = await projectsRun;
    expect(Object.values(statuses(run, 'a.test.ts', 'concurrency-queue'))).toEqual(['pass', 'pass', 'pass', 'pass']);
  });

  test('--maxConcurrency overrides the config', async () => {
    expect(errorsOf(await cliRun, 'upload.test.ts', 'maxConcurrency')).toContain('expected 5 to be 2');
  });
});

describe('slowTestThreshold', () => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes
  const withoutColour = (text: string) => text.replace(/\u001b\[\d+m/g, '');

  test('in a run of several files, the slow test is listed under its file, the fast ones are not', async () => {
    const run = await slowRuns.fixture;
    const output = withoutColour(run.output);
    expect(run.exitCode).toBe(0);
    expect(reportedFiles(output)).toEqual(['format.test.ts', 'search.test.ts']);
    expect(output).toMatch(/^ {2}✓ builds the index \(\d+ms\)$/m);
    expect(output).not.toContain('finds a word');
    expect(output).not.toContain('formats a price');
  });

  test('with the default of 300, nothing is listed', async () => {
    const cwd = temporaryDir();
    expect((await createRstest({ cwd, config: {} })).context.config.slowTestThreshold).toBe(300);
    const run = await slowRuns.threshold300;
    expect(run.exitCode).toBe(0);
    expect(reportedFiles(run.output)).toEqual(['format.test.ts', 'search.test.ts']);
    expect(run.output).not.toContain('builds the index');
  });

  test('in colour, the slow test has a yellow check mark', async () => {
    expect((await slowRuns.fixture).stdout).toContain('\u001b[33m✓\u001b[39m builds the index');
  });

  test('a run of a single file lists every test anyway', async () => {
    const run = await slowRuns.singleFile;
    expect(run.output).toContain('✓ finds a word');
  });
});

describe('detectAsyncLeaks', () => {
  const LEAK_MESSAGE = 'AsyncLeakError: Detected async leak: Timeout was still active after starts polling finished.';

  test('both tests pass, but the file fails on the interval left running', async () => {
    const run = await projectsRun;
    expect(reportedFile(run, 'poller.test.ts', 'detectAsyncLeaks').status).toBe('fail');
    expect(statuses(run, 'poller.test.ts', 'detectAsyncLeaks')).toEqual({ 'stops polling when asked': 'pass', 'starts polling': 'pass' });
    expect(errorsOf(run, 'poller.test.ts', 'detectAsyncLeaks')).toBe(LEAK_MESSAGE);
    // The path is relative to the root in a run of the fixture alone, absolute in this run of several projects.
    expect(run.output).toMatch(/at startPolling \((\S*\/)?poller\.test\.ts:4:17\)/);
    pagesQuote('detectAsyncLeaks', LEAK_MESSAGE);
  });

  test('without it, the run passes', async () => {
    expect(reportedFile(await projectsRun, 'poller.test.ts', 'leaks-off').status).toBe('pass');
  });

  test('resources closed in afterAll, finished timers and unref()ed timers are not leaks; top-level ones are named "file setup"', async () => {
    const run = await projectsRun;
    expect(reportedFile(run, 'a.test.ts', 'leaks-cleaned-up').status).toBe('pass');
    expect(reportedFile(run, 'a.test.ts', 'leaks-top-level').status).toBe('fail');
    expect(errorsOf(run, 'a.test.ts', 'leaks-top-level')).toContain('Detected async leak: Timeout was still active after file setup finished.');
    pagesQuote('detectAsyncLeaks', 'file setup');
  });
});

describe('includeTaskLocation', () => {
  test('the custom reporter prints each result with the place its test is declared', async () => {
    const run = await projectsRun;
    expect(reportedFile(run, 'math.test.ts', 'includeTaskLocation').status).toBe('pass');
    expect(run.output).toContain('pass math.test.ts:4:7 adds');
    expect(run.output).toContain('pass math.test.ts:8:7 multiplies');
    pagesQuote('includeTaskLocation', 'pass math.test.ts:4:7 adds');
  });

  test('without it, the reporter gets no location', async () => {
    // The same reporter, for a project with the option and one without.
    const run = await projectsRun;
    expect(run.output).toContain('pass math.test.ts:4:7 adds');
    expect(run.output).toContain('pass math.test.ts:no location adds');
  });

  test('results carry no location: the json reporter does not show it', async () => {
    const reported = reportedFile(await projectsRun, 'math.test.ts', 'includeTaskLocation');
    expect(reported.results).toHaveLength(2);
    expect(JSON.stringify(reported)).not.toContain('"location"');
  });

  test('rstest list --printLocation prints the same positions', async () => {
    const run = await listRun;
    expect(run.stdout).toContain('math.test.ts:4:7 > math > adds');
    pagesQuote('includeTaskLocation', 'math.test.ts:4:7 > math > adds');
  });
});

// Type-checking is started with the runs, as a process of its own.
const TYPE_CHECK = (() => {
  const options = ['pool', 'isolate', 'bail', 'testNamePattern', 'testTimeout', 'hookTimeout', 'maxConcurrency', 'slowTestThreshold', 'detectAsyncLeaks', 'includeTaskLocation'];
  const files = options.flatMap((option) =>
    readdirSync(fixtureDir(option))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => path.join(fixtureDir(option), file)),
  );
  const args = ['--ignoreConfig', '--noEmit', '--strict', '--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler', '--types', 'node', '--skipLibCheck'];
  return rstest(REPO_ROOT, [...args, ...files], { bin: path.join(REPO_ROOT, 'node_modules/.bin/tsc') });
})();

test('the fixtures type-check, as a reader’s editor would check them', async () => {
  const tsc = await TYPE_CHECK;
  expect({ exitCode: tsc.exitCode, output: tsc.output.trim() }).toEqual({ exitCode: 0, output: '' });
});
