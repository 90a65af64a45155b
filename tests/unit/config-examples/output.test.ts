/**
 * Runs the fixtures behind the output option pages (reporters, silent, printConsoleTrace, disableConsoleIntercept,
 * onConsoleLog, hideSkippedTests, hideSkippedTestFiles, logHeapUsage) and checks what the pages say they print.
 *
 * Rstest picks its default reporter from the environment: `md` inside an AI coding agent, `github-actions` on top
 * of `default` on GitHub Actions. So every run here starts from an environment without those variables (whatever
 * the machine running this suite sets), and the tests that are about them set them explicitly.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, test } from '@rstest/core';
import { emptyConfigFile, fixtureDir, pageBody, reportedFiles } from '../utils/config-pages';
import { LANGS, REPO_ROOT } from '../utils/docs';
import { testSummary } from '../utils/run-rstest';

const RSTEST_BIN = path.join(REPO_ROOT, 'node_modules/.bin/rstest');

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

interface Run {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** stdout and stderr together, colours off. */
  output: string;
}

/**
 * `rstest <args>` in `cwd`, like tests/unit/utils/run-rstest.ts (CI=1, no colour), but from an environment
 * cleared of the agent and GitHub Actions variables, plus `env`.
 */
function rstest(cwd: string, args: string[], env: Record<string, string> = {}): Run {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of REPORTER_DEFAULT_VARIABLES) delete base[name];
  // This suite itself runs in an Rstest worker: don't hand its RSTEST_* variables (RSTEST_WORKER_ID…) down.
  for (const name of Object.keys(base)) if (name.startsWith('RSTEST')) delete base[name];
  // The pi agent is recognised by a `.pi/agent` folder on the PATH.
  base.PATH = (base.PATH ?? '')
    .split(path.delimiter)
    .filter((entry) => !/\.pi[\\/]agent/.test(entry))
    .join(path.delimiter);
  const result = spawnSync(RSTEST_BIN, args, {
    cwd,
    encoding: 'utf8',
    env: { ...base, NO_COLOR: '1', FORCE_COLOR: '0', CI: '1', ...env },
    timeout: 120_000,
  });
  return {
    exitCode: result.status ?? -1,
    stdout: result.stdout,
    stderr: result.stderr,
    output: `${result.stdout}\n${result.stderr}`,
  };
}

/** `rstest run <args>`, as `rstest` above. */
const run = (cwd: string, args: string[] = [], env: Record<string, string> = {}) => rstest(cwd, ['run', ...args], env);

const emptyConfig = emptyConfigFile();
const temporaryDirs: string[] = [];

function temporaryDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rstest-output-'));
  temporaryDirs.push(dir);
  return dir;
}

/** A config file outside the fixture; with an absolute `-c`, the root stays the fixture folder. */
function configFile(source: string): string {
  const file = path.join(temporaryDir(), 'rstest.config.ts');
  writeFileSync(file, source);
  return file;
}

/** A throwaway project with these files, resolving '@rstest/core' from this repository. */
function tempProject(files: Record<string, string>): string {
  const dir = temporaryDir();
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
  return dir;
}

afterAll(() => {
  for (const dir of [...temporaryDirs, path.dirname(emptyConfig)]) rmSync(dir, { recursive: true, force: true });
});

/** The JSON document the json reporter printed after the banner. */
const printedJson = (stdout: string) => JSON.parse(stdout.slice(stdout.indexOf('\n{') + 1));

describe('reporters', () => {
  const dir = fixtureDir('reporters');
  // What the runs leave in the fixture: the junit file of its config, the blob reporter's folder.
  const leftovers = ['reports', '.rstest-reports', 'tmp'].map((name) => path.join(dir, name));
  afterEach(() => {
    for (const leftover of leftovers) rmSync(leftover, { recursive: true, force: true });
  });

  test('the page shows the BuiltInReporterNames declaration of 0.12.0', () => {
    const declaration =
      "type BuiltInReporterNames = 'default' | 'dot' | 'verbose' | 'md' | 'github-actions' | 'junit' | 'json' | 'blob';";
    for (const lang of LANGS) expect(pageBody(lang, 'config/test/reporters.mdx')).toContain(declaration);
  });

  test('the config runs default and junit together; junit writes the file its outputPath names', () => {
    const result = run(dir);
    expect(result.exitCode).toBe(0);
    expect(reportedFiles(result.output)).toEqual(['cart.test.ts', 'price.test.ts']);
    expect(result.output).toContain('JUnit XML report written to: ./reports/junit.xml');
    const xml = readFileSync(path.join(dir, 'reports/junit.xml'), 'utf8');
    expect(xml).toContain('<testsuite name="cart.test.ts" tests="3" failures="0" errors="0" skipped="1"');
    expect(xml).toContain('<testcase name="cart &gt; adds up the prices" classname="cart.test.ts"');
    expect(xml).toContain('<skipped/>');
  });

  test('default: one line per file when several files run, then the summary', () => {
    const result = run(dir, ['--reporter', 'default']);
    expect(result.output).toMatch(/^ ✓ cart\.test\.ts \(3\)$/m);
    expect(result.output).not.toContain('adds up the prices');
    expect(testSummary(result.output)).toEqual({ passed: 3, failed: 0, skipped: 1, todo: 0 });
    // --reporter replaces the reporters of the config: no junit file this time.
    expect(existsSync(path.join(dir, 'reports'))).toBe(false);
  });

  test('verbose: every test of every file, and each file with its duration', () => {
    const result = run(dir, ['--reporter', 'verbose']);
    expect(result.output).toMatch(/^ ✓ cart\.test\.ts \(3\) \d+ms$/m);
    expect(result.output).toMatch(/^ {2}✓ cart > adds up the prices \(\d+ms\)$/m);
    expect(result.output).toMatch(/^ {2}- cart > applies a coupon \(\d+ms\)$/m);
    expect(result.output).toMatch(/^ {2}✓ formats cents as dollars \(\d+ms\)$/m);
  });

  test('dot: one character per test, then the summary', () => {
    const result = run(dir, ['--reporter', 'dot']);
    const dots = /^[·x*-]+$/m.exec(result.output)?.[0] ?? '';
    expect([...dots].sort().join('')).toBe('-···');
    expect(result.output).toContain('Test Files 2 passed');
  });

  test('md: a Markdown report with a JSON summary; passing tests are listed in a small run', () => {
    const result = run(dir, ['--reporter', 'md']);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('tool: "@rstest/core@0.12.0"');
    expect(result.stdout).toContain('# Rstest Test Execution Report');
    expect(result.stdout).toContain('"status": "pass"');
    expect(result.stdout).toContain('"passedTests": 3,');
    expect(result.stdout).toContain('### Passed\n\n- cart.test.ts :: cart > adds up the prices');
    expect(result.stdout).toContain('### Skipped\n\n- cart.test.ts :: cart > applies a coupon');
    expect(result.stdout).toContain('No test failures reported.');
  });

  test('md on a failure: the repro command, the error as JSON, the diff and the code frame', () => {
    const result = run(dir, ['--include', 'coupon.check.ts', '--reporter', 'md']);
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain('### [F01] coupon.check.ts :: takes 10% off');
    expect(result.stdout).toContain("npx rstest 'coupon.check.ts' --testNamePattern 'takes 10% off'");
    expect(result.stdout).toContain('"message": "expected 45 to be 40 // Object.is equality"');
    expect(result.stdout).toContain('codeFrame (error 1):');
  });

  test('json: the whole report on stdout', () => {
    const result = run(dir, ['--reporter', 'json']);
    const report = printedJson(result.stdout);
    expect(report).toMatchObject({ tool: 'rstest', version: '0.12.0', status: 'pass' });
    expect(report.summary).toMatchObject({ testFiles: 2, tests: 4, passedTests: 3, skippedTests: 1 });
    expect(report.tests.map((t: { fullName: string }) => t.fullName)).toContain('cart > adds up the prices');
  });

  test('junit: without outputPath, the XML goes to stdout', () => {
    const result = run(dir, ['--reporter', 'junit']);
    expect(result.stdout).toContain('<?xml version="1.0" encoding="UTF-8"?>');
    expect(result.stdout).toContain('<testsuites name="rstest tests" tests="4" failures="0" errors="0" skipped="1"');
  });

  test('github-actions: nothing for a passing run; an ::error annotation per failure', () => {
    expect(run(dir, ['--reporter', 'github-actions']).stdout).not.toContain('::');
    const result = run(dir, ['--include', 'coupon.check.ts', '--reporter', 'github-actions']);
    expect(result.stdout).toContain('::group::Error for GitHub Actions');
    expect(result.stdout).toContain(
      `::error file=${path.join(dir, 'coupon.check.ts')},line=7,col=31,title=coupon.check.ts > takes 10%25 off::expected 45 to be 40 // Object.is equality%0A`,
    );
  });

  test('blob: prints nothing and writes .rstest-reports/blob.json under the root', () => {
    const result = run(dir, ['--reporter', 'blob']);
    expect(result.exitCode).toBe(0);
    expect(result.output).not.toContain('Test Files');
    expect(readdirSync(path.join(dir, '.rstest-reports'))).toEqual(['blob.json']);
  });

  test('blob with --shard writes one file per shard; merge-reports reports them as one run', () => {
    expect(run(dir, ['--shard', '1/2', '--reporter', 'blob']).output).toContain('Running shard 1 of 2 (1 of 2 test files)');
    run(dir, ['--shard', '2/2', '--reporter', 'blob']);
    expect(readdirSync(path.join(dir, '.rstest-reports')).sort()).toEqual(['blob-1-2.json', 'blob-2-2.json']);
    const merged = rstest(dir, ['merge-reports', '-c', emptyConfig]);
    expect(merged.exitCode).toBe(0);
    expect(merged.output).toContain('Merging 2 blob reports from .rstest-reports');
    expect(merged.output).toMatch(/^ {2}Shard 2\/2: /m);
    expect(reportedFiles(merged.output)).toEqual(['cart.test.ts', 'price.test.ts']);
    expect(testSummary(merged.output)).toEqual({ passed: 3, failed: 0, skipped: 1, todo: 0 });
  });

  test('--reporter can be repeated', () => {
    const result = run(dir, ['--reporter', 'dot', '--reporter', 'json']);
    expect(result.output).toContain('Test Files 2 passed');
    expect(printedJson(result.stdout).status).toBe('pass');
  });

  test('an unknown name stops the run with the message the page quotes', () => {
    const result = run(dir, ['--reporter', 'nope']);
    expect(result.exitCode).toBe(1);
    expect(result.output).toContain('Reporter nope not found. Please install it or use a built-in reporter.');
  });

  test('a module path is not a reporter: import the reporter and pass the object', () => {
    const result = run(dir, ['-c', configFile("export default { reporters: ['./count-reporter.ts'] };\n")]);
    expect(result.exitCode).toBe(1);
    expect(result.output).toContain('Reporter ./count-reporter.ts not found. Please install it or use a built-in reporter.');
  });

  test('a custom reporter object runs next to the built-in one', () => {
    const result = run(dir, ['-c', 'rstest.custom.config.ts']);
    expect(result.exitCode).toBe(0);
    expect(reportedFiles(result.output)).toEqual(['cart.test.ts', 'price.test.ts']);
    expect(result.stdout).toContain('count-reporter: 3 of 4 tests passed');
  });

  describe('reporter options', () => {
    test("json's outputPath writes the file (relative to the working directory) instead of printing", () => {
      const result = run(dir, ['-c', configFile("export default { reporters: [['json', { outputPath: 'reports/rstest.json' }]] };\n")]);
      expect(result.stdout).toContain('JSON report written to: reports/rstest.json');
      expect(result.stdout).not.toContain('"tool"');
      expect(JSON.parse(readFileSync(path.join(dir, 'reports/rstest.json'), 'utf8')).status).toBe('pass');
    });

    test("a relative outputPath resolves from where rstest runs, not from root", () => {
      const parent = path.dirname(dir);
      const result = run(parent, ['--root', 'reporters']);
      try {
        expect(result.output).toContain('JUnit XML report written to: ./reports/junit.xml');
        expect(existsSync(path.join(parent, 'reports/junit.xml'))).toBe(true);
        expect(existsSync(path.join(dir, 'reports'))).toBe(false);
      } finally {
        rmSync(path.join(parent, 'reports'), { recursive: true, force: true });
      }
    });

    test("blob's outputDir is always inside root, even when absolute", () => {
      run(dir, ['-c', configFile("export default { reporters: [['blob', { outputDir: '/tmp/blob-out' }]] };\n")]);
      expect(readdirSync(path.join(dir, 'tmp/blob-out'))).toEqual(['blob.json']);
    });

    test("default's summary: false drops the failure details and the summary", () => {
      const result = run(dir, ['-c', configFile("export default { reporters: [['default', { summary: false }]] };\n")]);
      expect(reportedFiles(result.output)).toEqual(['cart.test.ts', 'price.test.ts']);
      expect(result.output).not.toContain('Test Files');
    });

    test("md's compact preset drops the code frame; header: false drops the runtime line", () => {
      const compact = configFile("export default { reporters: [['md', { preset: 'compact', header: false }]] };\n");
      const result = run(dir, ['-c', compact, '--include', 'coupon.check.ts']);
      expect(result.stdout).toContain('### [F01] coupon.check.ts :: takes 10% off');
      expect(result.stdout).not.toContain('codeFrame');
      expect(result.stdout).not.toContain('runtime:');
    });

    test("github-actions' annotations: false prints no ::error lines", () => {
      const noAnnotations = configFile("export default { reporters: [['github-actions', { annotations: false }]] };\n");
      expect(run(dir, ['-c', noAnnotations, '--include', 'coupon.check.ts']).stdout).not.toContain('::error');
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

    test.each(['CLAUDECODE', 'CODEX_SANDBOX', 'CURSOR_AGENT', 'AI_AGENT'])('with %s set, the default reporter is md', (variable) => {
      const result = run(dir, ['-c', emptyConfig], { [variable]: '1' });
      expect(result.exitCode).toBe(0);
      // No banner, straight into the Markdown report.
      expect(result.stdout.trimStart().startsWith('---\ntool: "@rstest/core@0.12.0"')).toBe(true);
      expect(result.stdout).toContain('# Rstest Test Execution Report');
      expect(result.output).not.toContain('Test Files');
    });

    test('reporters set in the config are kept', () => {
      const result = run(dir, [], { CLAUDECODE: '1' });
      expect(reportedFiles(result.output)).toEqual(['cart.test.ts', 'price.test.ts']);
      expect(result.output).toContain('JUnit XML report written to: ./reports/junit.xml');
      expect(result.output).not.toContain('# Rstest Test Execution Report');
    });

    test('--reporter is kept', () => {
      const result = run(dir, ['-c', emptyConfig, '--reporter', 'dot'], { CLAUDECODE: '1' });
      expect(result.output).toMatch(/^[·-]{4}$/m);
      expect(result.output).not.toContain('# Rstest Test Execution Report');
    });

    test('RSTEST_NO_AGENT=1 turns the detection off', () => {
      const result = run(dir, ['-c', emptyConfig], { CLAUDECODE: '1', RSTEST_NO_AGENT: '1' });
      expect(result.output).toContain('Rstest v0.12.0');
      expect(reportedFiles(result.output)).toEqual(['cart.test.ts', 'price.test.ts']);
      expect(result.output).not.toContain('# Rstest Test Execution Report');
    });

    test('on GitHub Actions too, md replaces both defaults', () => {
      const result = run(dir, ['-c', emptyConfig, '--include', 'coupon.check.ts'], { CLAUDECODE: '1', GITHUB_ACTIONS: 'true' });
      expect(result.stdout).toContain('# Rstest Test Execution Report');
      expect(result.output).not.toContain('::error');
      expect(result.output).not.toContain('Summary of all failing tests');
    });
  });

  describe('on GitHub Actions (GITHUB_ACTIONS=true)', () => {
    test('the defaults are default and github-actions, which also writes the step summary', () => {
      const summaryFile = path.join(temporaryDir(), 'step-summary.md');
      const result = run(dir, ['-c', emptyConfig, '--include', 'coupon.check.ts'], {
        GITHUB_ACTIONS: 'true',
        GITHUB_STEP_SUMMARY: summaryFile,
      });
      expect(result.exitCode).toBe(1);
      expect(result.output).toContain('Summary of all failing tests:');
      expect(result.stdout).toContain('::error file=');
      const summary = readFileSync(summaryFile, 'utf8');
      expect(summary).toContain('### ❌ FAIL coupon.check.ts > takes 10% off');
      expect(summary).toContain('| **Tests** | ❌ 1 failed |');
    });

    test('a passing run prints no annotation but still writes the step summary', () => {
      const summaryFile = path.join(temporaryDir(), 'step-summary.md');
      const result = run(dir, ['-c', emptyConfig], { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summaryFile });
      expect(result.exitCode).toBe(0);
      expect(result.stdout).not.toContain('::');
      expect(readFileSync(summaryFile, 'utf8')).toContain('| **Tests** | ✅ 3 passed \\| 1 skipped (4) |');
    });

    test('reporters set in the config replace them: no annotations', () => {
      const result = run(dir, ['--include', 'coupon.check.ts'], { GITHUB_ACTIONS: 'true' });
      expect(result.output).toContain('Summary of all failing tests:');
      expect(result.output).not.toContain('::error');
    });
  });
});

describe('silent', () => {
  const dir = fixtureDir('silent');

  test("'passed-only' prints the log of the failing test only", () => {
    const result = run(dir);
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain('log | stock.test.ts > pears are in stock\npear count: 0');
    expect(result.output).not.toContain('apple count');
    expect(testSummary(result.output)).toMatchObject({ passed: 1, failed: 1 });
  });

  test('--silent hides every console log', () => {
    const result = run(dir, ['--silent']);
    expect(result.exitCode).toBe(1);
    expect(result.output).not.toContain('log | stock.test.ts');
    // The failure itself is still reported.
    expect(result.output).toContain('FAIL  stock.test.ts > pears are in stock');
  });

  test('--silent passed-only is the same as the config', () => {
    const result = run(dir, ['--silent', 'passed-only']);
    expect(result.output).toContain('pear count: 0');
    expect(result.output).not.toContain('apple count');
  });

  test('--silent false shows everything, overriding the config', () => {
    const result = run(dir, ['--silent', 'false']);
    expect(result.output).toContain('apple count: 3');
    expect(result.output).toContain('pear count: 0');
  });

  test('--silent true silences nothing in 0.12.0 (the value stays the string "true")', () => {
    const result = run(dir, ['--silent', 'true']);
    expect(result.output).toContain('apple count: 3');
    expect(result.output).toContain('pear count: 0');
  });

  test('without the option, every log is printed', () => {
    const result = run(dir, ['-c', emptyConfig]);
    expect(result.output).toContain('log | stock.test.ts > apples are in stock\napple count: 3');
    expect(result.output).toContain('pear count: 0');
  });

  describe('what it hides, and what onConsoleLog sees', () => {
    const project = () =>
      tempProject({
        'rstest.config.ts': `export default {
  silent: 'passed-only',
  onConsoleLog(content: string) {
    process.stdout.write(\`CALLED \${content}\\n\`);
  },
};
`,
        'logs.test.ts': `import { expect, test } from '@rstest/core';

console.log('top of the file');

test('passes', () => {
  console.log('from the passing test');
  process.stdout.write('raw write\\n');
});

test('fails', () => {
  console.log('from the failing test');
  expect(1).toBe(2);
});
`,
      });

    test("'passed-only': the top-of-file log comes with the failure; onConsoleLog sees only what is printed", () => {
      const result = run(project());
      expect(result.stdout).toContain('log | logs.test.ts\ntop of the file');
      expect(result.stdout).toContain('log | logs.test.ts > fails\nfrom the failing test');
      expect(result.output).not.toContain('log | logs.test.ts > passes');
      expect([...result.stdout.matchAll(/^CALLED (.*)$/gm)].map((m) => m[1])).toEqual(['top of the file', 'from the failing test']);
    });

    test('true: no console log, no onConsoleLog call; process.stdout.write still prints', () => {
      const result = run(project(), ['--silent']);
      expect(result.output).not.toContain('CALLED');
      expect(result.output).not.toContain('top of the file');
      expect(result.stdout).toContain('raw write');
    });
  });
});

describe('printConsoleTrace', () => {
  const dir = fixtureDir('printConsoleTrace');

  test('the log header names the line that called console.log', () => {
    const result = run(dir);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('log | audit.test.ts > records a login | audit.test.ts | audit.ts:3:11\naudit: login');
  });

  test('without the option, the header names the test only', () => {
    const result = run(dir, ['-c', emptyConfig]);
    expect(result.stdout).toMatch(/^log \| audit\.test\.ts > records a login$/m);
    expect(result.output).not.toContain('audit.ts:3:11');
  });

  test('--printConsoleTrace turns it on from the command line', () => {
    expect(run(dir, ['-c', emptyConfig, '--printConsoleTrace']).stdout).toContain('audit.ts:3:11');
  });

  test('disableConsoleIntercept turns it off', () => {
    const result = run(dir, ['--disableConsoleIntercept']);
    expect(result.output).toContain('audit: login');
    expect(result.output).not.toContain('audit.ts:3:11');
  });
});

describe('disableConsoleIntercept', () => {
  const dir = fixtureDir('disableConsoleIntercept');

  test('the log is printed as is, without the header', () => {
    const result = run(dir);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/^importing 2 rows$/m);
    expect(result.output).not.toContain('log | import.test.ts');
  });

  test('without the option, Rstest prints the log under a header naming the test', () => {
    const result = run(dir, ['-c', emptyConfig]);
    expect(result.stdout).toContain('log | import.test.ts > imports every row\nimporting 2 rows');
  });

  test('reporters no longer receive the logs (the json report has no consoleLogs)', () => {
    expect(printedJson(run(dir, ['--reporter', 'json']).stdout).consoleLogs).toBeUndefined();
    const intercepted = printedJson(run(dir, ['-c', emptyConfig, '--reporter', 'json']).stdout);
    expect(intercepted.consoleLogs.map((log: { content: string }) => log.content)).toEqual(['importing 2 rows']);
  });

  test('onConsoleLog is not called', () => {
    const result = run(dir, ['-c', configFile('export default { disableConsoleIntercept: true, onConsoleLog: () => false };\n')]);
    expect(result.stdout).toMatch(/^importing 2 rows$/m);
  });

  test('silent still hides the log', () => {
    expect(run(dir, ['--silent']).output).not.toContain('importing 2 rows');
  });
});

describe('onConsoleLog', () => {
  const dir = fixtureDir('onConsoleLog');

  test('returning false drops the progress lines; the warning (stderr) is kept', () => {
    const result = run(dir);
    expect(result.exitCode).toBe(0);
    expect(result.output).not.toContain('progress:');
    expect(result.stderr).toContain('warn | import.test.ts > imports every row\npear has no price');
  });

  test('a dropped log reaches no reporter', () => {
    const report = printedJson(run(dir, ['--reporter', 'json']).stdout);
    expect(report.consoleLogs.map((log: { content: string }) => log.content)).toEqual(['pear has no price']);
  });

  test('without the option, every log is printed', () => {
    const result = run(dir, ['-c', emptyConfig]);
    expect(result.stdout).toContain('log | import.test.ts > imports every row\nprogress: apple');
    expect(result.stdout).toContain('progress: pear');
  });

  test('type is stdout or stderr by console method, content the formatted text; it runs in the main process', () => {
    const project = tempProject({
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
    });
    const result = run(project);
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
  const dir = fixtureDir('hideSkippedTests');

  test('the skipped test is not listed; the todo test is, and the summary still counts both', () => {
    const result = run(dir);
    expect(result.exitCode).toBe(0);
    expect(result.output).toContain('  ✓ finds matching items');
    expect(result.output).not.toContain('ranks exact matches first');
    expect(result.output).toMatch(/^ {2}- ignores accents \(\d+ms\)$/m);
    expect(result.output).toContain('Tests 1 passed | 1 skipped | 1 todo (3)');
  });

  test('without the option, the skipped test is listed', () => {
    expect(run(dir, ['-c', emptyConfig]).output).toMatch(/^ {2}- ranks exact matches first \(\d+ms\)$/m);
  });

  test('--hideSkippedTests sets it from the command line', () => {
    expect(run(dir, ['-c', emptyConfig, '--hideSkippedTests']).output).not.toContain('ranks exact matches first');
  });

  test('the dot and md reporters ignore it', () => {
    expect(run(dir, ['--reporter', 'dot']).output).toMatch(/^·-\*$/m);
    expect(run(dir, ['--reporter', 'md']).stdout).toContain('### Skipped\n\n- search.test.ts :: ranks exact matches first');
  });
});

describe('hideSkippedTestFiles', () => {
  const dir = fixtureDir('hideSkippedTestFiles');

  test('the skipped file has no line; the summary still counts it', () => {
    const result = run(dir);
    expect(result.exitCode).toBe(0);
    expect(result.output).toMatch(/^ ✓ cart\.test\.ts \(1\)$/m);
    expect(result.output).not.toContain('legacy-checkout');
    expect(result.output).toContain('Test Files 1 passed | 1 skipped (2)');
    expect(result.output).toContain('Tests 1 passed | 2 skipped (3)');
  });

  test('without the option, the skipped file is listed with a dash', () => {
    expect(run(dir, ['-c', emptyConfig]).output).toMatch(/^ - legacy-checkout\.test\.ts \(2\)$/m);
  });

  test('--hideSkippedTestFiles sets it from the command line', () => {
    expect(run(dir, ['-c', emptyConfig, '--hideSkippedTestFiles']).output).not.toContain('legacy-checkout');
  });

  test('a file where some tests ran keeps its line and its skipped tests', () => {
    const result = run(fixtureDir('hideSkippedTests'), ['-c', emptyConfig, '--hideSkippedTestFiles']);
    expect(result.output).toMatch(/^ ✓ search\.test\.ts \(3\)$/m);
    expect(result.output).toContain('- ranks exact matches first');
  });

  test('the md report still lists the skipped file', () => {
    expect(run(dir, ['--reporter', 'md']).stdout).toContain('- legacy-checkout.test.ts :: legacy checkout > charges the card');
  });
});

describe('logHeapUsage', () => {
  const dir = fixtureDir('logHeapUsage');

  test('each test and the file end with the heap in use', () => {
    const result = run(dir);
    expect(result.exitCode).toBe(0);
    expect(result.output).toMatch(/^ ✓ cache\.test\.ts \(2\) \d+ MB heap used$/m);
    expect(result.output).toMatch(/^ {2}✓ starts empty \(\d+ms\) \d+ MB heap used$/m);
    expect(result.output).toMatch(/^ {2}✓ fills the cache \(\d+ms\) \d+ MB heap used$/m);
  });

  test('without the option, no heap figures', () => {
    expect(run(dir, ['-c', emptyConfig]).output).not.toContain('heap used');
  });

  test('--logHeapUsage sets it from the command line; the json report has the bytes', () => {
    const report = printedJson(run(dir, ['-c', emptyConfig, '--logHeapUsage', '--reporter', 'json']).stdout);
    expect(report.tests.map((t: { heap: unknown }) => typeof t.heap)).toEqual(['number', 'number']);
  });
});

// The runs above must not leave files in the fixtures.
test('the fixtures are left clean', () => {
  expect(readdirSync(fixtureDir('reporters')).filter((name) => ['reports', '.rstest-reports', 'tmp'].includes(name))).toEqual([]);
});
