/**
 * Backs guide/basic/reporters.mdx. Nine runs of tests/examples/guides/reporters:
 * - in the fixture (they write no file there but Rstest's results cache): `run` (default), `run --reporter verbose`,
 *   `run --reporter dot`, `run --reporter md`, and with GITHUB_ACTIONS=true the failing file
 *   (`--include 'failing/*.test.ts'`) to see the github-actions reporter, plus `run --reporter ./my-reporter.ts`;
 * - in copies of the fixture, since they write files: `run -c rstest.ci.config.ts` with GITHUB_ACTIONS=true (the
 *   JSON and JUnit files; no github-actions reporter added), `run -c rstest.ci.config.ts --reporter dot` (no
 *   report file), and `run --reporter blob` (its file in .rstest-reports/).
 */
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, rs, test } from '@rstest/core';
import { REPO_ROOT } from '../utils/docs';
import { copyFiles, READER_ENV, removeTemporaryDirs, rstest, temporaryDir } from '../utils/concurrent-runs';
import { guideFixtureDir, missingOutputLines, shownOutput } from '../utils/guides';

const PAGE = 'guide/basic/reporters.mdx';
const fixture = guideFixtureDir(PAGE);
rs.setConfig({ testTimeout: 600_000 });
afterAll(removeTemporaryDirs, 600_000);

// Agent detection off (inside a coding agent Rstest switches to its `md` reporter), no GitHub Actions reporter.
const env = { ...READER_ENV, GITHUB_STEP_SUMMARY: undefined };

/** A copy of the fixture in the temp folder, with @rstest/core linked in. */
function copy(): string {
  const dir = copyFiles(fixture, path.join(temporaryDir('rstest-guide-reporters-'), 'project'));
  mkdirSync(path.join(dir, 'node_modules/@rstest'), { recursive: true });
  symlinkSync(path.join(REPO_ROOT, 'node_modules/@rstest/core'), path.join(dir, 'node_modules/@rstest/core'), 'dir');
  return dir;
}

const ciDir = copy();
const replacedDir = copy();
const blobDir = copy();
const summaryFile = (dir: string) => path.join(dir, 'summary.md');
const githubDir = temporaryDir('rstest-guide-reporters-summary-');

const ci = rstest(ciDir, ['run', '-c', 'rstest.ci.config.ts'], {
  env: { ...env, GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summaryFile(ciDir) },
});
const byDefault = rstest(fixture, ['run'], { env });
const verbose = rstest(fixture, ['run', '--reporter', 'verbose'], { env });
const dot = rstest(fixture, ['run', '--reporter', 'dot'], { env });
const github = rstest(fixture, ['run', '--include', 'failing/*.test.ts'], {
  env: { ...env, GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summaryFile(githubDir) },
});
const md = rstest(fixture, ['run', '--reporter', 'md'], { env });
const replaced = rstest(replacedDir, ['run', '-c', 'rstest.ci.config.ts', '--reporter', 'dot'], { env });
const notFound = rstest(fixture, ['run', '--reporter', './my-reporter.ts'], { env });
const blob = rstest(blobDir, ['run', '--reporter', 'blob'], { env });

/** Times and timestamps vary from run to run: blank them in the page's excerpt and in the file alike. */
const withoutTimes = (xml: string) => xml.replace(/\b(time|timestamp)="[^"]*"/g, '$1=""');

test('default, verbose and dot print what the page shows', async () => {
  const runs = { default: await byDefault, verbose: await verbose, dot: await dot };
  for (const run of Object.values(runs)) expect(run.exitCode, run.output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'default'), runs.default.output)).toEqual([]);
  expect(missingOutputLines(shownOutput(PAGE, 'verbose'), runs.verbose.output)).toEqual([]);
  expect(missingOutputLines(shownOutput(PAGE, 'dot'), runs.dot.output)).toEqual([]);
  // default leaves the passing tests out, verbose lists them.
  expect((await byDefault).output).not.toContain('adds up the prices');
  expect((await verbose).output).toContain('✓ formats cents');
});

test('md prints a Markdown report', async () => {
  const { exitCode, output } = await md;
  expect(exitCode, output).toBe(0);
  expect(output).toMatch(/^---\ntool: "@rstest\/core@0\.12\.0"/m);
  expect(output).toContain('# Rstest Test Execution Report');
  expect(output).toContain('"passedTests": 3');
});

test('the CI config writes the JSON and JUnit files the page shows, and GitHub Actions adds nothing to it', async () => {
  const { exitCode, output } = await ci;
  expect(exitCode, output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'ci'), output)).toEqual([]);
  const json = readFileSync(path.join(ciDir, 'reports/results.json'), 'utf8');
  expect(missingOutputLines(shownOutput(PAGE, 'json'), json)).toEqual([]);
  const report = JSON.parse(json);
  expect(report.files.map((f: { testPath: string }) => f.testPath).sort()).toEqual(['src/cart.test.ts', 'src/price.test.ts']);
  expect(report.tests).toHaveLength(3);
  const xml = readFileSync(path.join(ciDir, 'reports/junit.xml'), 'utf8');
  expect(missingOutputLines(withoutTimes(shownOutput(PAGE, 'junit')), withoutTimes(xml))).toEqual([]);
  expect(xml.match(/<testcase /g)).toHaveLength(3);
  // With `reporters` set, GITHUB_ACTIONS=true adds no github-actions reporter: no job summary is written.
  expect(existsSync(summaryFile(ciDir))).toBe(false);
});

test('on GitHub Actions without `reporters`, a failure gets an annotation and the job a summary', async () => {
  const { exitCode, output } = await github;
  expect(exitCode, output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'github'), output)).toEqual([]);
  expect(output).toMatch(
    /^::error file=\/.+\/failing\/coupon\.test\.ts,line=6,col=33,title=failing\/coupon\.test\.ts > takes 10%25 off::expected 4500 to be 4000 /m,
  );
  expect(readFileSync(summaryFile(githubDir), 'utf8')).toContain('FAIL failing/coupon.test.ts > takes 10% off');
});

test('common mistakes: --reporter replaces the list; a path is not a reporter', async () => {
  const run = await replaced;
  expect(run.exitCode, run.output).toBe(0);
  expect(run.output).toContain('···');
  expect(existsSync(path.join(replacedDir, 'reports'))).toBe(false);

  const missing = await notFound;
  expect(missing.exitCode).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'not-found'), missing.output)).toEqual([]);
});

test('blob saves the raw results in .rstest-reports/', async () => {
  const run = await blob;
  expect(run.exitCode, run.output).toBe(0);
  expect(existsSync(path.join(blobDir, '.rstest-reports/blob.json'))).toBe(true);
});
