/**
 * Runs the fixtures behind the output option pages (reporters, silent, printConsoleTrace, disableConsoleIntercept,
 * onConsoleLog, hideSkippedTests, hideSkippedTestFiles, logHeapUsage) and checks what the pages say they print.
 *
 * Rstest picks its default reporter from the environment: `md` inside an AI coding agent, `github-actions` on top
 * of `default` on GitHub Actions. So every run here starts from an environment without those variables (whatever
 * the machine running this suite sets), and the tests that are about them set them explicitly.
 *
 * The runs are declared first and start before the first test (with `-t`, when a test reads them), two at a time (see
 * ../utils/concurrent-runs.ts); a run serves every fact it can show, and the tests below read its outcome. Runs that
 * write files (the junit and json reports, blob files) work on copies of the reporters fixture, so the fixture stays
 * clean and runs don't see each other's files.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRstest } from '@rstest/core/api';
import { afterAll, describe, expect, rstest as rs, test } from '@rstest/core';
import { emptyConfigFile, fixtureDir, pageBody, reportedFiles } from '../utils/config-pages';
import { LANGS, REPO_ROOT } from '../utils/docs';
import { testSummary } from '../utils/run-rstest';
import {
  consoleLogsOf,
  copyFiles,
  removeTemporaryDirs,
  reportedFile,
  type Run,
  type RunOptions,
  rstest,
  rstestProjects,
  rstestWithReport,
  statuses,
  task,
  tempProject,
  temporaryDir,
} from '../utils/concurrent-runs';

// Tests wait for runs started in the background, which can queue behind others on a busy machine.
rs.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

/**
 * How @rstest/core 0.12.0 recognises an AI coding agent (its bundled agent detection): `AI_AGENT` first, then
 * these agents, each by any of its variables (a plain name counts when set to a non-empty value; the others are
 * matched against a pattern).
 */
const AGENTS: [agent: string, variables: string[]][] = [
  ['claude', ['CLAUDECODE', 'CLAUDE_CODE']],
  ['replit', ['REPL_ID']],
  ['gemini', ['GEMINI_CLI']],
  ['codex', ['CODEX_SANDBOX', 'CODEX_THREAD_ID']],
  ['opencode', ['OPENCODE']],
  ['pi', ['PATH']],
  ['auggie', ['AUGMENT_AGENT']],
  ['goose', ['GOOSE_PROVIDER']],
  ['junie', ['JUNIE_DATA', 'JUNIE_SHIM_PATH']],
  ['devin', ['EDITOR']],
  ['cursor', ['CURSOR_AGENT']],
  ['kiro', ['TERM_PROGRAM']],
];

/** Variables that change the default reporters; removed from every run unless a test sets them. */
const REPORTER_DEFAULT_VARIABLES = [
  'AI_AGENT',
  'RSTEST_NO_AGENT',
  'GITHUB_ACTIONS',
  'GITHUB_STEP_SUMMARY',
  ...AGENTS.flatMap(([, variables]) => variables).filter((name) => name !== 'PATH'),
];

/**
 * The environment of every run on top of this process's (CI=1, no colour): without the agent and GitHub Actions
 * variables, without the RSTEST_* variables of the worker this suite runs in (RSTEST_WORKER_ID…), and without a
 * `.pi/agent` folder on the PATH, by which the pi agent is recognised.
 */
const CLEAN_ENV: Record<string, string | undefined> = {
  ...Object.fromEntries(REPORTER_DEFAULT_VARIABLES.map((name) => [name, undefined])),
  ...Object.fromEntries(Object.keys(process.env).flatMap((name) => (name.startsWith('RSTEST') ? [[name, undefined]] : []))),
  PATH: (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((entry) => !/\.pi[\\/]agent/.test(entry))
    .join(path.delimiter),
};
const withEnv = (env: Record<string, string | undefined> = {}): RunOptions => ({ env: { ...CLEAN_ENV, ...env } });

/** `rstest run <args>` in `cwd`, from the clean environment plus `env`. */
const run = (cwd: string, args: string[] = [], env: Record<string, string | undefined> = {}) => rstest(cwd, ['run', ...args], withEnv(env));

const emptyConfig = emptyConfigFile();

/** A config file outside the fixture; with an absolute `-c`, the root stays the fixture folder. */
function configFile(source: string): string {
  const file = path.join(temporaryDir(), 'rstest.config.ts');
  writeFileSync(file, source);
  return file;
}

afterAll(async () => {
  await removeTemporaryDirs();
  rmSync(path.dirname(emptyConfig), { recursive: true, force: true });
});

/** The JSON document the json reporter printed: from its first line to its closing brace. */
function printedJson(stdout: string) {
  const start = stdout.indexOf('{\n  "tool": "rstest"');
  return JSON.parse(stdout.slice(start, stdout.indexOf('\n}\n', start) + 2));
}

/** What the default reporter printed before the md report that follows it in the same run. */
const beforeMdReport = (stdout: string) => stdout.slice(0, stdout.indexOf('---\ntool: "@rstest/core@0.12.0"'));

// ---------------------------------------------------------------------------------------------------------------
// The runs. Each starts now; the tests below wait for the ones they read.

const SILENT = fixtureDir('silent');
const TRACE = fixtureDir('printConsoleTrace');
const INTERCEPT = fixtureDir('disableConsoleIntercept');
const ON_CONSOLE_LOG = fixtureDir('onConsoleLog');
const HIDE_TESTS = fixtureDir('hideSkippedTests');
const HIDE_FILES = fixtureDir('hideSkippedTestFiles');
const HEAP = fixtureDir('logHeapUsage');

/**
 * The examples without their options, in one run: each fixture a project rooted in its folder (inline projects
 * don't read the folder's config). Log headers and file lines name the test file by its path from this run's root,
 * and file lines start with the project's name. No project but the last prints a log location.
 */
const withoutOptionsRun = rstestProjects(
  `{
  projects: [
    { name: 'silent', root: ${JSON.stringify(SILENT)} },
    { name: 'printConsoleTrace', root: ${JSON.stringify(TRACE)} },
    { name: 'disableConsoleIntercept', root: ${JSON.stringify(INTERCEPT)} },
    { name: 'onConsoleLog', root: ${JSON.stringify(ON_CONSOLE_LOG)} },
    { name: 'hideSkippedTestFiles', root: ${JSON.stringify(HIDE_FILES)} },
    { name: 'logHeapUsage', root: ${JSON.stringify(HEAP)} },
    // And one with an option: the printConsoleTrace example's config, with the interception off.
    { ...trace, name: 'printConsoleTrace-without-intercept', root: ${JSON.stringify(TRACE)}, disableConsoleIntercept: true },
  ],
}`,
  { imports: `import trace from ${JSON.stringify(path.join(TRACE, 'rstest.config.ts'))};`, ...withEnv() },
);

/**
 * Flags over examples in one run: --silent false over the silent example (a project with its config), the other
 * flags over examples without their options. The verbose reporter (which lists every test, and reads
 * hideSkippedTestFiles like default) runs before md, to show what md ignores; as the run fails (the silent example
 * fails on purpose), md lists skipped tests only with testLists: 'always'.
 */
const flagsRun = rstestProjects(
  `{
  reporters: ['verbose', ['md', { testLists: 'always' }]],
  projects: [
    ${JSON.stringify(SILENT)},
    { name: 'printConsoleTrace', root: ${JSON.stringify(TRACE)} },
    { name: 'hideSkippedTests', root: ${JSON.stringify(HIDE_TESTS)} },
    { name: 'hideSkippedTestFiles', root: ${JSON.stringify(HIDE_FILES)} },
    { name: 'logHeapUsage', root: ${JSON.stringify(HEAP)} },
  ],
}`,
  { args: ['--silent', 'false', '--printConsoleTrace', '--hideSkippedTestFiles', '--logHeapUsage'], ...withEnv() },
);

const REPORTERS = fixtureDir('reporters');
/** A copy of the reporters fixture, for a run that writes files. */
const reportersCopy = () => copyFiles(REPORTERS, tempProject());

const copies = {
  reporterOptions: reportersCopy(),
  shards: reportersCopy(),
  // For a run from the copy's parent folder, which links @rstest/core for it.
  parent: tempProject(),
};
copyFiles(REPORTERS, path.join(copies.parent, 'reporters'));
const stepSummaries = {
  passing: path.join(temporaryDir(), 'step-summary.md'),
  failing: path.join(temporaryDir(), 'step-summary.md'),
  config: path.join(temporaryDir(), 'step-summary.md'),
};

const reporterRuns = {
  /**
   * The example's config (default and junit), run from the copy's parent folder with --root, and with the agent
   * and GitHub Actions variables, which the reporters of a config override.
   */
  example: run(copies.parent, ['--root', 'reporters'], { CURSOR_AGENT: '1', GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: stepSummaries.config }),
  // --reporter repeated: verbose, then json and junit, which print their reports after its summary; inside an agent.
  verboseJsonJunit: run(REPORTERS, ['--reporter', 'verbose', '--reporter', 'json', '--reporter', 'junit'], { CODEX_SANDBOX: '1' }),
  unknownName: run(REPORTERS, ['--reporter', 'nope']),
  modulePath: run(REPORTERS, ['-c', configFile("export default { reporters: ['./count-reporter.ts'] };\n")]),
  custom: run(REPORTERS, ['-c', 'rstest.custom.config.ts']),
  // Reporter options on a passing run: json's outputPath, blob's outputDir, default's summary.
  passingOptions: run(copies.reporterOptions, [
    '-c',
    configFile(
      "export default { reporters: [['json', { outputPath: 'reports/rstest.json' }], ['blob', { outputDir: '/tmp/blob-out' }], ['default', { summary: false }]] };\n",
    ),
  ]),
  // Reporter options on a failing run: md's compact preset and header, github-actions' annotations.
  failingOptions: run(REPORTERS, [
    '-c',
    configFile("export default { reporters: [['md', { preset: 'compact', header: false }], ['github-actions', { annotations: false }]] };\n"),
    '--include',
    'coupon.check.ts',
  ]),
  // Without reporters in the config: md inside an agent (passing run), md over GitHub Actions (failing run).
  agent: run(REPORTERS, ['-c', emptyConfig], { CLAUDECODE: '1' }),
  agentOnGitHubActions: run(REPORTERS, ['-c', emptyConfig, '--include', 'coupon.check.ts'], { AI_AGENT: '1', GITHUB_ACTIONS: 'true' }),
  // RSTEST_NO_AGENT=1 inside an agent, on GitHub Actions: default and github-actions, passing.
  noAgentOnGitHubActions: run(REPORTERS, ['-c', emptyConfig], {
    CLAUDECODE: '1',
    RSTEST_NO_AGENT: '1',
    GITHUB_ACTIONS: 'true',
    GITHUB_STEP_SUMMARY: stepSummaries.passing,
  }),
  gitHubActions: run(REPORTERS, ['-c', emptyConfig, '--include', 'coupon.check.ts'], {
    GITHUB_ACTIONS: 'true',
    GITHUB_STEP_SUMMARY: stepSummaries.failing,
  }),
} satisfies Record<string, Promise<Run>>;

// One at a time: each shard writes its blob file into the same folder.
const shardRuns = {
  first: rstest(copies.shards, ['run', '--shard', '1/2', '--reporter', 'blob'], { ...withEnv(), lock: 'shards' }),
  second: rstest(copies.shards, ['run', '--shard', '2/2', '--reporter', 'blob'], { ...withEnv(), lock: 'shards' }),
};
const mergeRun = task(() =>
  Promise.all([shardRuns.first, shardRuns.second]).then(() => rstest(copies.shards, ['merge-reports', '-c', emptyConfig], withEnv())),
);

/** A test file that logs at its top, in a passing test (plus a raw write) and in a failing test. */
const LOGS_TEST = `import { expect, test } from '@rstest/core';

console.log('top of the file');

test('passes', () => {
  console.log('from the passing test');
  process.stdout.write('raw write\\n');
});

test('fails', () => {
  console.log('from the failing test');
  expect(1).toBe(2);
});
`;
/** An onConsoleLog that prints what it is called with, and keeps every log. */
const CALLED = `onConsoleLog(content: string) {
    process.stdout.write(\`CALLED \${content}\\n\`);
  }`;

const silentRuns = {
  example: run(SILENT),
  /**
   * --silent true over the example (a project with its config), in a run that also shows --hideSkippedTests over
   * the hideSkippedTests example without its config (a project too): the verbose reporter lists every test.
   */
  true: rstestProjects(
    `{ reporters: ['verbose'], projects: [${JSON.stringify(SILENT)}, { name: 'hideSkippedTests', root: ${JSON.stringify(fixtureDir('hideSkippedTests'))} }] }`,
    { args: ['--silent', 'true', '--hideSkippedTests'], ...withEnv() },
  ),
  // 'passed-only' from the command line, in a project whose config sets onConsoleLog only.
  passedOnly: run(tempProject({ 'rstest.config.ts': `export default {\n  ${CALLED},\n};\n`, 'logs.test.ts': LOGS_TEST }), ['--silent', 'passed-only']),
  // --silent, over the same project and the disableConsoleIntercept example (a project of its own, with its config).
  silenced: rstestProjects(
    `{
  ${CALLED},
  projects: [{ name: 'logs', root: 'logs' }, ${JSON.stringify(INTERCEPT)}],
}`,
    { files: { 'logs/logs.test.ts': LOGS_TEST }, args: ['--silent'], ...withEnv() },
  ),
};

const traceRuns = { example: run(TRACE) };

const interceptRuns = {
  example: run(INTERCEPT),
  // The example's config with an onConsoleLog that drops everything, and a JSON report.
  withOnConsoleLog: rstestWithReport(INTERCEPT, path.join(INTERCEPT, 'rstest.config.ts'), [], { extra: '{ onConsoleLog: () => false }', ...withEnv() }),
};

const onConsoleLogRuns = {
  // The example's config, and a JSON report.
  example: rstestWithReport(ON_CONSOLE_LOG, path.join(ON_CONSOLE_LOG, 'rstest.config.ts'), [], withEnv()),
  types: run(
    tempProject({
      'rstest.config.ts': `export default {
  onConsoleLog(content: string, type: string) {
    // RSTEST_WORKER_ID is set in workers only: this runs in the main process.
    if (content.startsWith('worker ')) process.stdout.write(\`WORKER \${content} main=\${process.env.RSTEST_WORKER_ID}\\n\`);
    else process.stdout.write(\`TYPE \${type} \${JSON.stringify(content.split('\\n')[0])}\\n\`);
    return false;
  },
};
`,
      'worker.test.ts': `import { test } from '@rstest/core';

test('in the worker', () => {
  console.log(\`worker \${process.env.RSTEST_WORKER_ID}\`);
});
`,
      'methods.test.ts': `import { test } from '@rstest/core';

test('every method', () => {
  console.log('log %d', 1);
  console.info('info');
  console.debug('debug');
  console.dir({ dir: 1 });
  console.table([{ a: 1 }]);
  console.count('count');
  console.warn('warn');
  console.error('error');
  console.trace('trace');
  console.assert(false, 'assert');
});
`,
    }),
  ),
};

const hideRuns = {
  testsExample: run(HIDE_TESTS),
  testsDotAndMd: run(HIDE_TESTS, ['--reporter', 'dot', '--reporter', 'md']),
  filesExample: run(HIDE_FILES),
};

const heapRuns = { example: run(HEAP) };

// ---------------------------------------------------------------------------------------------------------------

describe('reporters', () => {
  test('the page shows the BuiltInReporterNames declaration of 0.12.0', () => {
    const declaration =
      "type BuiltInReporterNames = 'default' | 'dot' | 'verbose' | 'md' | 'github-actions' | 'junit' | 'json' | 'blob';";
    for (const lang of LANGS) expect(pageBody(lang, 'config/test/reporters.mdx')).toContain(declaration);
  });

  test('the config runs default and junit together; junit writes the file its outputPath names', async () => {
    const result = await reporterRuns.example;
    expect(result.exitCode).toBe(0);
    expect(reportedFiles(result.output)).toEqual(['cart.test.ts', 'price.test.ts']);
    expect(result.output).toContain('JUnit XML report written to: ./reports/junit.xml');
    // From the parent folder: the file is in the parent's reports folder (see the reporter options below).
    const xml = readFileSync(path.join(copies.parent, 'reports/junit.xml'), 'utf8');
    expect(xml).toContain('<testsuite name="cart.test.ts" tests="3" failures="0" errors="0" skipped="1"');
    expect(xml).toContain('<testcase name="cart &gt; adds up the prices" classname="cart.test.ts"');
    expect(xml).toContain('<skipped/>');
  });

  test('default: one line per file when several files run, then the summary', async () => {
    const result = await reporterRuns.example;
    expect(result.output).toMatch(/^ ✓ cart\.test\.ts \(3\)$/m);
    expect(result.output).not.toContain('adds up the prices');
    expect(testSummary(result.output)).toEqual({ passed: 3, failed: 0, skipped: 1, todo: 0 });
  });

  test('verbose: every test of every file, and each file with its duration', async () => {
    const result = await reporterRuns.verboseJsonJunit;
    expect(result.output).toMatch(/^ ✓ cart\.test\.ts \(3\) \d+ms$/m);
    expect(result.output).toMatch(/^ {2}✓ cart > adds up the prices \(\d+ms\)$/m);
    expect(result.output).toMatch(/^ {2}- cart > applies a coupon \(\d+ms\)$/m);
    expect(result.output).toMatch(/^ {2}✓ formats cents as dollars \(\d+ms\)$/m);
  });

  test('dot: one character per test, then the summary', async () => {
    // On the hideSkippedTests example: a passed, a skipped and a todo test.
    const result = await hideRuns.testsDotAndMd;
    expect(result.output).toMatch(/^·-\*$/m);
    expect(result.output).toContain('Test Files 1 passed');
    expect(result.output).toContain('Tests 1 passed | 1 skipped | 1 todo (3)');
  });

  test('--reporter replaces the reporters of the config: no junit file', async () => {
    // The runs with --reporter ran in the fixture itself, which keeps no reports folder (checked at the end).
    const result = await reporterRuns.verboseJsonJunit;
    expect(result.output).not.toContain('JUnit XML report written to');
    expect(existsSync(path.join(REPORTERS, 'reports'))).toBe(false);
  });

  test('md: a Markdown report with a JSON summary; passing tests are listed in a small run', async () => {
    // The md report of a passing run, as the default inside an agent (see below).
    const result = await reporterRuns.agent;
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('tool: "@rstest/core@0.12.0"');
    expect(result.stdout).toContain('# Rstest Test Execution Report');
    expect(result.stdout).toContain('"status": "pass"');
    expect(result.stdout).toContain('"passedTests": 3,');
    expect(result.stdout).toContain('### Passed\n\n- cart.test.ts :: cart > adds up the prices');
    expect(result.stdout).toContain('### Skipped\n\n- cart.test.ts :: cart > applies a coupon');
    expect(result.stdout).toContain('No test failures reported.');
  });

  test('md on a failure: the repro command, the error as JSON, the diff and the code frame', async () => {
    // The md report of a failing run, as the default inside an agent on GitHub Actions (see below).
    const result = await reporterRuns.agentOnGitHubActions;
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain('### [F01] coupon.check.ts :: takes 10% off');
    expect(result.stdout).toContain("npx rstest 'coupon.check.ts' --testNamePattern 'takes 10% off'");
    expect(result.stdout).toContain('"message": "expected 45 to be 40 // Object.is equality"');
    expect(result.stdout).toContain('diff:');
    expect(result.stdout).toContain('codeFrame (error 1):');
  });

  test('json: the whole report on stdout', async () => {
    const report = printedJson((await reporterRuns.verboseJsonJunit).stdout);
    expect(report).toMatchObject({ tool: 'rstest', version: '0.12.0', status: 'pass' });
    expect(report.summary).toMatchObject({ testFiles: 2, tests: 4, passedTests: 3, skippedTests: 1 });
    expect(report.tests.map((t: { fullName: string }) => t.fullName)).toContain('cart > adds up the prices');
  });

  test('junit: without outputPath, the XML goes to stdout', async () => {
    const result = await reporterRuns.verboseJsonJunit;
    expect(result.stdout).toContain('<?xml version="1.0" encoding="UTF-8"?>');
    expect(result.stdout).toContain('<testsuites name="rstest tests" tests="4" failures="0" errors="0" skipped="1"');
  });

  test('github-actions: nothing for a passing run; an ::error annotation per failure', async () => {
    // github-actions as a default on GitHub Actions, next to default (see below).
    expect((await reporterRuns.noAgentOnGitHubActions).stdout).not.toMatch(/^::/m);
    const result = await reporterRuns.gitHubActions;
    expect(result.stdout).toContain('::group::Error for GitHub Actions');
    expect(result.stdout).toContain(
      `::error file=${path.join(REPORTERS, 'coupon.check.ts')},line=7,col=31,title=coupon.check.ts > takes 10%25 off::expected 45 to be 40 // Object.is equality%0A`,
    );
  });

  test('blob: prints nothing and writes .rstest-reports/blob.json under the root', async () => {
    // blob.json is its name without --shard (see outputDir below); this run writes into the default folder.
    const shard = await shardRuns.first;
    expect(shard.exitCode).toBe(0);
    expect(shard.output).not.toContain('Test Files');
    expect(reportedFiles(shard.output)).toEqual([]);
    expect(readdirSync(path.join(copies.reporterOptions, 'tmp/blob-out'))).toEqual(['blob.json']);
  });

  test('blob with --shard writes one file per shard; merge-reports reports them as one run', async () => {
    expect((await shardRuns.first).output).toContain('Running shard 1 of 2 (1 of 2 test files)');
    await shardRuns.second;
    const merged = await mergeRun;
    expect(readdirSync(path.join(copies.shards, '.rstest-reports')).sort()).toEqual(['blob-1-2.json', 'blob-2-2.json']);
    expect(merged.exitCode).toBe(0);
    expect(merged.output).toContain('Merging 2 blob reports from .rstest-reports');
    expect(merged.output).toMatch(/^ {2}Shard 2\/2: /m);
    expect(reportedFiles(merged.output)).toEqual(['cart.test.ts', 'price.test.ts']);
    expect(testSummary(merged.output)).toEqual({ passed: 3, failed: 0, skipped: 1, todo: 0 });
  });

  test('--reporter can be repeated', async () => {
    const result = await reporterRuns.verboseJsonJunit;
    expect(result.output).toMatch(/^ {2}✓ cart > adds up the prices \(\d+ms\)$/m);
    expect(printedJson(result.stdout).status).toBe('pass');
    expect(result.stdout).toContain('<testsuites name="rstest tests"');
  });

  test('an unknown name stops the run with the message the page quotes', async () => {
    const result = await reporterRuns.unknownName;
    expect(result.exitCode).toBe(1);
    expect(result.output).toContain('Reporter nope not found. Please install it or use a built-in reporter.');
  });

  test('a module path is not a reporter: import the reporter and pass the object', async () => {
    const result = await reporterRuns.modulePath;
    expect(result.exitCode).toBe(1);
    expect(result.output).toContain('Reporter ./count-reporter.ts not found. Please install it or use a built-in reporter.');
  });

  test('a custom reporter object runs next to the built-in one', async () => {
    const result = await reporterRuns.custom;
    expect(result.exitCode).toBe(0);
    expect(reportedFiles(result.output)).toEqual(['cart.test.ts', 'price.test.ts']);
    expect(result.stdout).toContain('count-reporter: 3 of 4 tests passed');
  });

  describe('reporter options', () => {
    test("json's outputPath writes the file (relative to the working directory) instead of printing", async () => {
      const result = await reporterRuns.passingOptions;
      expect(result.stdout).toContain('JSON report written to: reports/rstest.json');
      expect(result.stdout).not.toContain('"tool"');
      expect(JSON.parse(readFileSync(path.join(copies.reporterOptions, 'reports/rstest.json'), 'utf8')).status).toBe('pass');
    });

    test('a relative outputPath resolves from where rstest runs, not from root', async () => {
      // The example's config, run from the parent folder with --root.
      const result = await reporterRuns.example;
      expect(result.output).toContain('JUnit XML report written to: ./reports/junit.xml');
      expect(existsSync(path.join(copies.parent, 'reports/junit.xml'))).toBe(true);
      expect(existsSync(path.join(copies.parent, 'reporters/reports'))).toBe(false);
    });

    test("blob's outputDir is always inside root, even when absolute", async () => {
      await reporterRuns.passingOptions;
      expect(readdirSync(path.join(copies.reporterOptions, 'tmp/blob-out'))).toEqual(['blob.json']);
    });

    test("default's summary: false drops the failure details and the summary", async () => {
      const result = await reporterRuns.passingOptions;
      expect(reportedFiles(result.output)).toEqual(['cart.test.ts', 'price.test.ts']);
      expect(result.output).not.toContain('Test Files');
    });

    test("md's compact preset drops the code frame; header: false drops the runtime line", async () => {
      const result = await reporterRuns.failingOptions;
      expect(result.stdout).toContain('### [F01] coupon.check.ts :: takes 10% off');
      expect(result.stdout).not.toContain('codeFrame');
      expect(result.stdout).not.toContain('runtime:');
      // The md report of the same failure with the defaults has both.
      const defaults = await reporterRuns.agentOnGitHubActions;
      expect(defaults.stdout).toContain('codeFrame (error 1):');
      expect(defaults.stdout).toContain('runtime:');
    });

    test("github-actions' annotations: false prints no ::error lines", async () => {
      expect((await reporterRuns.failingOptions).stdout).not.toContain('::error');
    });
  });

  describe('inside an AI coding agent', () => {
    test('the page lists exactly the variables @rstest/core checks', () => {
      const distDir = path.join(REPO_ROOT, 'node_modules/@rstest/core/dist');
      const source = readdirSync(distDir)
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(path.join(distDir, file), 'utf8'))
        .find((code) => code.includes('"CLAUDECODE"'));
      const table = /\[\s*\[\s*"claude"[\s\S]*?\n\];/.exec(source ?? '')?.[0] ?? '';
      const declared = [...table.matchAll(/\[\s*"(\w+)",\s*\[([\s\S]*?)\]\s*\]/g)].map((m) => [
        m[1],
        [...m[2].matchAll(/"([A-Z_]+)"/g)].map((v) => v[1]),
      ]);
      expect(declared).toEqual(AGENTS);
      expect(source).toContain('let t = dist_e.AI_AGENT;');
      for (const lang of LANGS) {
        const body = pageBody(lang, 'config/test/reporters.mdx');
        for (const variable of ['AI_AGENT', 'RSTEST_NO_AGENT', ...AGENTS.flatMap(([, variables]) => variables)]) {
          const quoted = body.includes(`\`${variable}\``) || body.includes(`\`${variable}=`);
          expect({ lang, variable, quoted }).toEqual({ lang, variable, quoted: true });
        }
      }
    });

    test.each([
      ['CLAUDECODE', 'agent'],
      ['AI_AGENT', 'agentOnGitHubActions'],
    ] as const)('with %s set, the default reporter is md', async (_variable, name) => {
      const result = await reporterRuns[name];
      // No banner, straight into the Markdown report.
      expect(result.stdout.trimStart().startsWith('---\ntool: "@rstest/core@0.12.0"')).toBe(true);
      expect(result.stdout).toContain('# Rstest Test Execution Report');
      expect(result.output).not.toContain('Test Files');
    });

    test('reporters set in the config are kept', async () => {
      // CURSOR_AGENT=1 in this run of the example.
      const result = await reporterRuns.example;
      expect(reportedFiles(result.output)).toEqual(['cart.test.ts', 'price.test.ts']);
      expect(result.output).toContain('JUnit XML report written to: ./reports/junit.xml');
      expect(result.output).not.toContain('# Rstest Test Execution Report');
    });

    test('--reporter is kept', async () => {
      // CODEX_SANDBOX=1 in this run.
      const result = await reporterRuns.verboseJsonJunit;
      expect(result.output).toMatch(/^ ✓ cart\.test\.ts \(3\) \d+ms$/m);
      expect(result.output).not.toContain('# Rstest Test Execution Report');
    });

    test('RSTEST_NO_AGENT=1 turns the detection off', async () => {
      const result = await reporterRuns.noAgentOnGitHubActions;
      expect(result.output).toContain('Rstest v0.12.0');
      expect(reportedFiles(result.output)).toEqual(['cart.test.ts', 'price.test.ts']);
      expect(result.output).not.toContain('# Rstest Test Execution Report');
    });

    test('on GitHub Actions too, md replaces both defaults', async () => {
      const result = await reporterRuns.agentOnGitHubActions;
      expect(result.stdout).toContain('# Rstest Test Execution Report');
      expect(result.output).not.toContain('::error');
      expect(result.output).not.toContain('Summary of all failing tests');
    });
  });

  describe('on GitHub Actions (GITHUB_ACTIONS=true)', () => {
    test('the defaults are default and github-actions, which also writes the step summary', async () => {
      const result = await reporterRuns.gitHubActions;
      expect(result.exitCode).toBe(1);
      expect(result.output).toContain('Summary of all failing tests:');
      expect(result.stdout).toContain('::error file=');
      const summary = readFileSync(stepSummaries.failing, 'utf8');
      expect(summary).toContain('### ❌ FAIL coupon.check.ts > takes 10% off');
      expect(summary).toContain('| **Tests** | ❌ 1 failed |');
    });

    test('a passing run prints no annotation but still writes the step summary', async () => {
      // Inside an agent with RSTEST_NO_AGENT=1, so the GitHub Actions defaults apply.
      const result = await reporterRuns.noAgentOnGitHubActions;
      expect(result.exitCode).toBe(0);
      expect(result.stdout).not.toMatch(/^::/m);
      expect(readFileSync(stepSummaries.passing, 'utf8')).toContain('| **Tests** | ✅ 3 passed \\| 1 skipped (4) |');
    });

    test('reporters set in the config replace them: no github-actions reporter, so no step summary', async () => {
      const result = await reporterRuns.example;
      expect(result.exitCode).toBe(0);
      expect(existsSync(stepSummaries.config)).toBe(false);
    });
  });
});

describe('silent', () => {
  test("'passed-only' prints the log of the failing test only", async () => {
    const result = await silentRuns.example;
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain('log | stock.test.ts > pears are in stock\npear count: 0');
    expect(result.output).not.toContain('apple count');
    expect(testSummary(result.output)).toMatchObject({ passed: 1, failed: 1 });
  });

  test('--silent hides every console log; the failure itself is still reported', async () => {
    const result = await silentRuns.silenced;
    expect(result.output).not.toMatch(/^(log|warn|error) \|/m);
    expect(result.output).not.toContain('from the passing test');
    expect(result.output).not.toContain('top of the file');
    expect(result.output).toMatch(/FAIL {2}(\S+\/)?logs\.test\.ts > fails/);
    expect(statuses(result, 'logs.test.ts', 'logs')).toEqual({ passes: 'pass', fails: 'fail' });
  });

  test("--silent passed-only sets 'passed-only'", async () => {
    const result = await silentRuns.passedOnly;
    expect(result.output).toContain('from the failing test');
    expect(result.output).not.toContain('from the passing test');
  });

  test('--silent false shows everything, overriding the config', async () => {
    // The example, with its config, as a project of a run with --silent false.
    const result = await flagsRun;
    expect(statuses(result, 'stock.test.ts', 'silent')).toEqual({ 'apples are in stock': 'pass', 'pears are in stock': 'fail' });
    expect(result.output).toContain('apple count: 3');
    expect(result.output).toContain('pear count: 0');
  });

  test('--silent true silences nothing in 0.12.0 (the value stays the string "true")', async () => {
    // The example, with its config, as a project of a run with --silent true.
    const result = await silentRuns.true;
    expect(statuses(result, 'stock.test.ts', 'silent')).toEqual({ 'apples are in stock': 'pass', 'pears are in stock': 'fail' });
    expect(result.output).toContain('apple count: 3');
    expect(result.output).toContain('pear count: 0');
  });

  test('without the option, every log is printed, each under a header naming its test', async () => {
    expect((await createRstest({ cwd: temporaryDir(), config: {} })).context.config.silent).toBe(false);
    const result = await withoutOptionsRun;
    expect(result.stdout).toMatch(/^log \| (\S+\/)?silent\/stock\.test\.ts > apples are in stock\napple count: 3$/m);
    expect(result.stdout).toMatch(/^log \| (\S+\/)?silent\/stock\.test\.ts > pears are in stock\npear count: 0$/m);
  });

  describe('what it hides, and what onConsoleLog sees', () => {
    test("'passed-only': the top-of-file log comes with the failure; onConsoleLog sees only what is printed", async () => {
      const result = await silentRuns.passedOnly;
      expect(result.stdout).toContain('log | logs.test.ts\ntop of the file');
      expect(result.stdout).toContain('log | logs.test.ts > fails\nfrom the failing test');
      expect(result.output).not.toContain('log | logs.test.ts > passes');
      expect([...result.stdout.matchAll(/^CALLED (.*)$/gm)].map((m) => m[1])).toEqual(['top of the file', 'from the failing test']);
    });

    test('true: no console log, no onConsoleLog call; process.stdout.write still prints', async () => {
      const result = await silentRuns.silenced;
      expect(result.output).not.toContain('CALLED');
      expect(result.output).not.toContain('top of the file');
      expect(result.stdout).toContain('raw write');
    });
  });
});

describe('printConsoleTrace', () => {
  test('the log header names the line that called console.log', async () => {
    const result = await traceRuns.example;
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('log | audit.test.ts > records a login | audit.test.ts | audit.ts:3:11\naudit: login');
  });

  test('without the option, the header names the test only', async () => {
    const result = await withoutOptionsRun;
    expect(result.stdout).toMatch(/^log \| (\S+\/)?printConsoleTrace\/audit\.test\.ts > records a login\naudit: login$/m);
    expect(result.output).not.toContain('audit.ts:3:11');
  });

  test('--printConsoleTrace turns it on from the command line', async () => {
    // The example without its config, as a project of a run with --printConsoleTrace.
    expect((await flagsRun).stdout).toMatch(/^log \| (\S+\/)?printConsoleTrace\/audit\.test\.ts > records a login \| \S*audit\.test\.ts \| \S*printConsoleTrace\/audit\.ts:3:11$/m);
  });

  test('disableConsoleIntercept turns it off', async () => {
    // The example's config with disableConsoleIntercept, as a project of a run where no other project prints a location.
    const result = await withoutOptionsRun;
    expect(statuses(result, 'audit.test.ts', 'printConsoleTrace-without-intercept')).toEqual({ 'records a login': 'pass' });
    expect(consoleLogsOf(result, 'printConsoleTrace-without-intercept')).toEqual([]);
    // Printed as is, next to the same log under its header from the project without options.
    expect(result.stdout.match(/^audit: login$/gm)).toHaveLength(2);
    expect(result.output).not.toContain('audit.ts:3:11');
  });
});

describe('disableConsoleIntercept', () => {
  test('the log is printed as is, without the header', async () => {
    const result = await interceptRuns.example;
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/^importing 2 rows$/m);
    expect(result.output).not.toContain('log | import.test.ts');
  });

  test('without the option, Rstest prints the log under a header naming the test', async () => {
    expect((await withoutOptionsRun).stdout).toMatch(/^log \| (\S+\/)?disableConsoleIntercept\/import\.test\.ts > imports every row\nimporting 2 rows$/m);
  });

  test('reporters no longer receive the logs (the json report has no consoleLogs)', async () => {
    const result = await interceptRuns.withOnConsoleLog;
    expect(result.report?.status).toBe('pass');
    expect(result.report?.consoleLogs).toBeUndefined();
    expect(consoleLogsOf(await withoutOptionsRun, 'disableConsoleIntercept')).toEqual(['importing 2 rows']);
  });

  test('onConsoleLog is not called', async () => {
    // An onConsoleLog that drops every log, next to the example's config.
    expect((await interceptRuns.withOnConsoleLog).stdout).toMatch(/^importing 2 rows$/m);
  });

  test('silent still hides the log', async () => {
    // --silent over the example, as a project of the run above.
    const result = await silentRuns.silenced;
    expect(reportedFile(result, 'import.test.ts', 'disableConsoleIntercept').status).toBe('pass');
    expect(result.output).not.toContain('importing 2 rows');
  });
});

describe('onConsoleLog', () => {
  test('returning false drops the progress lines; the warning (stderr) is kept', async () => {
    const result = await onConsoleLogRuns.example;
    expect(result.exitCode).toBe(0);
    expect(result.output).not.toContain('progress:');
    expect(result.stderr).toContain('warn | import.test.ts > imports every row\npear has no price');
  });

  test('a dropped log reaches no reporter', async () => {
    expect(consoleLogsOf(await onConsoleLogRuns.example, 'rstest')).toEqual(['pear has no price']);
  });

  test('without the option, every log is printed', async () => {
    const result = await withoutOptionsRun;
    expect(result.stdout).toMatch(/^log \| (\S+\/)?onConsoleLog\/import\.test\.ts > imports every row\nprogress: apple$/m);
    expect(result.stdout).toContain('progress: pear');
  });

  test('type is stdout or stderr by console method, content the formatted text; it runs in the main process', async () => {
    const result = await onConsoleLogRuns.types;
    expect([...result.stdout.matchAll(/^TYPE (.*)$/gm)].map((m) => m[1])).toEqual([
      'stdout "log 1"',
      'stdout "info"',
      'stdout "debug"',
      'stdout "{ dir: 1 }"',
      'stdout "┌─────────┬───┐"',
      'stdout "count: 1"',
      'stderr "warn"',
      'stderr "error"',
      'stderr "Trace: trace"',
      'stderr "AssertionError [ERR_ASSERTION]: assert"',
    ]);
    expect(result.stdout).toMatch(/^WORKER worker \d+ main=undefined$/m);
    // Every call returned false: nothing else was printed.
    expect(result.output).not.toMatch(/^(log|warn|error) \|/m);
  });
});

describe('hideSkippedTests', () => {
  test('the skipped test is not listed; the todo test is, and the summary still counts both', async () => {
    const result = await hideRuns.testsExample;
    expect(result.exitCode).toBe(0);
    expect(result.output).toContain('  ✓ finds matching items');
    expect(result.output).not.toContain('ranks exact matches first');
    expect(result.output).toMatch(/^ {2}- ignores accents \(\d+ms\)$/m);
    expect(result.output).toContain('Tests 1 passed | 1 skipped | 1 todo (3)');
  });

  test('without the option, the skipped test is listed', async () => {
    // The example without its config, as a project of a run with the verbose reporter (and --hideSkippedTestFiles,
    // which leaves this file's line and tests alone, see below).
    expect(beforeMdReport((await flagsRun).stdout)).toMatch(/^ {2}✓ finds matching items \(\d+ms\).*\n {2}- ranks exact matches first \(\d+ms\)/m);
  });

  test('--hideSkippedTests sets it from the command line', async () => {
    // The example without its config, as a project of a run with --hideSkippedTests and the verbose reporter.
    const result = await silentRuns.true;
    expect(statuses(result, 'search.test.ts', 'hideSkippedTests')).toEqual({
      'finds matching items': 'pass',
      'ranks exact matches first': 'skip',
      'ignores accents': 'todo',
    });
    expect(result.output).toMatch(/^ {2}✓ finds matching items \(\d+ms\)$/m);
    expect(result.output).toMatch(/^ {2}- ignores accents \(\d+ms\)$/m);
    expect(result.output).not.toContain('ranks exact matches first');
  });

  test('the dot and md reporters ignore it', async () => {
    const result = await hideRuns.testsDotAndMd;
    expect(result.output).toMatch(/^·-\*$/m);
    expect(result.stdout).toContain('### Skipped\n\n- search.test.ts :: ranks exact matches first');
  });
});

describe('hideSkippedTestFiles', () => {
  test('the skipped file has no line; the summary still counts it', async () => {
    const result = await hideRuns.filesExample;
    expect(result.exitCode).toBe(0);
    expect(result.output).toMatch(/^ ✓ cart\.test\.ts \(1\)$/m);
    expect(result.output).not.toContain('legacy-checkout');
    expect(result.output).toContain('Test Files 1 passed | 1 skipped (2)');
    expect(result.output).toContain('Tests 1 passed | 2 skipped (3)');
  });

  test('without the option, the skipped file is listed with a dash', async () => {
    // In a run of several projects, the line starts with the project's name.
    expect((await withoutOptionsRun).output).toMatch(/^ - \[hideSkippedTestFiles\] (\S+\/)?legacy-checkout\.test\.ts \(2\)$/m);
  });

  test('--hideSkippedTestFiles sets it from the command line', async () => {
    // The verbose reporter's part of a run with verbose and md, where the example is a project without its config.
    const verbosePart = beforeMdReport((await flagsRun).stdout);
    expect(verbosePart).toMatch(/^ ✓ \[hideSkippedTestFiles\] (\S+\/)?cart\.test\.ts \(1\)/m);
    expect(verbosePart).not.toContain('legacy-checkout');
  });

  test('a file where some tests ran keeps its line and its skipped tests', async () => {
    // The hideSkippedTests example without its config, in the same run.
    const verbosePart = beforeMdReport((await flagsRun).stdout);
    expect(verbosePart).toMatch(/^ ✓ \[hideSkippedTests\] (\S+\/)?search\.test\.ts \(3\)/m);
    expect(verbosePart).toMatch(/^ {2}- ranks exact matches first \(\d+ms\)/m);
  });

  test('the md report still lists the skipped file', async () => {
    // With --hideSkippedTestFiles.
    expect((await flagsRun).stdout).toMatch(/^- (\S+\/)?hideSkippedTestFiles\/legacy-checkout\.test\.ts :: legacy checkout > charges the card$/m);
  });
});

describe('logHeapUsage', () => {
  test('each test and the file end with the heap in use', async () => {
    const result = await heapRuns.example;
    expect(result.exitCode).toBe(0);
    expect(result.output).toMatch(/^ ✓ cache\.test\.ts \(2\) \d+ MB heap used$/m);
    expect(result.output).toMatch(/^ {2}✓ starts empty \(\d+ms\) \d+ MB heap used$/m);
    expect(result.output).toMatch(/^ {2}✓ fills the cache \(\d+ms\) \d+ MB heap used$/m);
  });

  test('without the option, no heap figures', async () => {
    const result = await withoutOptionsRun;
    expect(statuses(result, 'cache.test.ts', 'logHeapUsage')).toEqual({ 'starts empty': 'pass', 'fills the cache': 'pass' });
    expect(result.output).not.toContain('heap used');
  });

  test('--logHeapUsage sets it from the command line; the json report has the bytes', async () => {
    // The example without its config, as a project of a run with --logHeapUsage.
    const result = await flagsRun;
    // The verbose reporter, which lists every test: the file and each test with the heap.
    const verbosePart = beforeMdReport(result.stdout);
    expect(verbosePart).toMatch(/^ ✓ \[logHeapUsage\] (\S+\/)?cache\.test\.ts \(2\) \d+ms \d+ MB heap used$/m);
    expect(verbosePart).toMatch(/^ {2}✓ starts empty \(\d+ms\) \d+ MB heap used$/m);
    const tests = result.report?.tests.filter((t) => t.project === 'logHeapUsage') ?? [];
    expect(tests.map((t) => typeof t.heap)).toEqual(['number', 'number']);
  });

  test('the md reporter does not print it', async () => {
    expect((await flagsRun).stdout.slice(beforeMdReport((await flagsRun).stdout).length)).not.toContain('heap used');
  });
});

// The runs above must not leave files in the fixtures.
test('the fixtures are left clean', async () => {
  await Promise.all([...Object.values(reporterRuns), mergeRun]);
  expect(readdirSync(REPORTERS).filter((name) => ['reports', '.rstest-reports', 'tmp'].includes(name))).toEqual([]);
});
