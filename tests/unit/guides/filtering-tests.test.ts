/**
 * Backs guide/basic/filtering-tests.mdx. Runs of tests/examples/guides/filtering-tests, most with a JSON report so
 * that the test can tell which tests ran:
 * - in the fixture: `run`, `run cart price`, `run -t cart`, `list`, `run --related src/cart.ts`,
 *   `run -t ^removes`, `run payment` and `run payment --passWithNoTests` (the last two build nothing);
 * - in a Git repository made from a copy of the fixture, one after the other: `run --changed` on a clean tree,
 *   then after breaking src/price.ts `run --changed`, `run -f` (reads the results the previous run cached),
 *   `run --bail 1`, and `run src/cart --changed` (rejected before any build).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, rs, test } from '@rstest/core';
import { REPO_ROOT } from '../utils/docs';
import { copyFiles, READER_ENV, removeTemporaryDirs, rstest, rstestWithReport, type Run, statuses, task, temporaryDir } from '../utils/concurrent-runs';
import { guideFixtureDir, missingOutputLines, shownOutput } from '../utils/guides';

const PAGE = 'guide/basic/filtering-tests.mdx';
const fixture = guideFixtureDir(PAGE);
rs.setConfig({ testTimeout: 600_000 });
afterAll(removeTemporaryDirs, 600_000);

const env = READER_ENV;
const config = path.join(fixture, 'rstest.config.ts');
const withReport = (args: string[]) => rstestWithReport(fixture, config, args, { env });

// The tests that ran (passed or failed), as `file > full name`.
const ran = (run: Run) =>
  (run.report?.tests ?? [])
    .filter((t) => t.status === 'pass' || t.status === 'fail')
    .map((t) => `${t.testPath} > ${t.fullName}`)
    .sort();
const filesRun = (run: Run) =>
  (run.report?.files ?? [])
    .filter((f) => f.status !== 'skip')
    .map((f) => f.testPath)
    .sort();

/** The output with its test file lines in path order: files finish in parallel, in any order. */
function filesSorted(output: string): string {
  const lines = output.split('\n');
  const isFile = (line: string) => /^\s*[✓✗] src\//.test(line);
  const files = lines.filter(isFile).sort((a, b) => a.trim().localeCompare(b.trim()));
  return lines.map((line) => (isFile(line) ? files.shift() : line)).join('\n');
}

const all = withReport([]);
const byFile = withReport(['cart', 'price']);
const byName = withReport(['-t', 'cart']);
const list = rstest(fixture, ['list'], { env });
const related = withReport(['--related', 'src/cart.ts']);
const anchored = withReport(['-t', '^removes']);
const noFiles = rstest(fixture, ['run', 'payment'], { env });
const passWithNoTests = rstest(fixture, ['run', 'payment', '--passWithNoTests'], { env });

// A Git repository holding a copy of the fixture, committed, with @rstest/core linked in (not committed).
const git = task(async () => {
  const dir = copyFiles(fixture, path.join(temporaryDir('rstest-guide-filtering-'), 'project'));
  mkdirSync(path.join(dir, 'node_modules/@rstest'), { recursive: true });
  symlinkSync(path.join(REPO_ROOT, 'node_modules/@rstest/core'), path.join(dir, 'node_modules/@rstest/core'), 'dir');
  writeFileSync(path.join(dir, '.gitignore'), 'node_modules\n');
  const gitCmd = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Guide', '-c', 'user.email=guide@example.com', ...args], { cwd: dir });
  gitCmd('init', '-q');
  gitCmd('add', '-A');
  gitCmd('commit', '-q', '-m', 'fixture');
  const step = (args: string[]) => rstest(dir, ['run', ...args], { env, priority: true });
  const clean = await step(['--changed']);
  const price = path.join(dir, 'src/price.ts');
  writeFileSync(price, readFileSync(price, 'utf8').replace('Math.round', 'Math.ceil'));
  const changed = await step(['--changed']);
  const onlyFailures = await step(['-f']);
  const bail = await step(['--bail', '1']);
  const withFilter = await step(['src/cart', '--changed']);
  return { clean, changed, onlyFailures, bail, withFilter };
});

test('a full run counts .only, .skip and .todo in its summary', async () => {
  const run = await all;
  expect(run.exitCode, run.output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'run'), run.output)).toEqual([]);
  expect(statuses(run, 'src/price.test.ts')).toEqual({ 'applies a discount': 'skip', 'rounds to whole cents': 'pass' });
  expect(statuses(run, 'src/checkout.test.ts')).toEqual({ 'totals the cart': 'pass', 'applies a coupon code': 'skip', 'charges the card': 'todo' });
  expect(Object.values(statuses(run, 'src/cart.test.ts'))).toEqual(['pass', 'pass', 'pass']);
});

test('file filters select the files whose path contains one of them', async () => {
  const run = await byFile;
  expect(run.exitCode, run.output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'files'), filesSorted(run.output))).toEqual([]);
  expect(filesRun(run)).toEqual(['src/cart.test.ts', 'src/price.test.ts']);
});

test('-t matches the full name, suite names included', async () => {
  const run = await byName;
  expect(run.exitCode, run.output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'name'), run.output)).toEqual([]);
  expect(ran(run)).toEqual([
    'src/cart.test.ts > cart > adds an item',
    'src/cart.test.ts > cart > adds to the quantity of an item',
    'src/cart.test.ts > cart > removes an item',
    'src/checkout.test.ts > totals the cart',
  ]);
});

test('rstest list prints the tests that would run', async () => {
  const run = await list;
  expect(run.exitCode, run.output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'list'), run.output)).toEqual([]);
  expect(run.stdout.trim().split('\n')).toEqual(shownOutput(PAGE, 'list').trim().split('\n'));
});

test('--related runs the tests that import the source file', async () => {
  const run = await related;
  expect(run.exitCode, run.output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'related'), run.output)).toEqual([]);
  expect(filesRun(run)).toEqual(['src/cart.test.ts']);
});

test('--changed runs what the working tree changed, -f what failed last, --bail stops early', async () => {
  const { clean, changed, onlyFailures, bail, withFilter } = await git;
  expect(clean.exitCode, clean.output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'changed-clean'), clean.output)).toEqual([]);

  expect(changed.exitCode, changed.output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'changed'), changed.output)).toEqual([]);
  expect(changed.output).toContain('✓ src/checkout.test.ts');
  expect(changed.output).not.toContain('src/cart.test.ts');

  expect(onlyFailures.exitCode, onlyFailures.output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'only-failures'), onlyFailures.output)).toEqual([]);
  expect(onlyFailures.output).not.toMatch(/src\/(cart|checkout)\.test\.ts/);

  expect(bail.exitCode, bail.output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'bail'), bail.output)).toEqual([]);

  expect(withFilter.exitCode).toBe(1);
  expect(withFilter.output).toContain('The `--changed` option cannot be used with positional filters.');
});

test('common mistakes: a filter matching no file, a -t pattern matching no test', async () => {
  const none = await noFiles;
  expect(none.exitCode, none.output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'no-files'), none.output)).toEqual([]);
  const allowed = await passWithNoTests;
  expect(allowed.exitCode, allowed.output).toBe(0);
  expect(allowed.output).toContain('No test files found, exiting with code 0.');

  const run = await anchored;
  expect(run.exitCode, run.output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'anchored'), run.output)).toEqual([]);
  expect(ran(run)).toEqual([]);
});
