/**
 * guide/advanced/ci.mdx: the CI fixture (a config, a GitHub Actions workflow, four test files, a failing/ folder
 * and a snapshot/ folder). The workflow cannot run here: a small indentation reader checks its structure and that
 * it runs the command the page shows. Runs (nine Rstest processes, two at a time; most stop within a second):
 *   - `rstest run --shard 1/2` and `--shard 2/2` on the fixture: each shard runs its half of the files;
 *   - failing/ (copied to a temp folder) with GITHUB_ACTIONS=true: annotations, the step summary, the timeout
 *     messages, exit code 1, and the results cache Rstest writes;
 *   - snapshot/ (temp copies) with CI=1, without CI, and with GITHUB_ACTIONS=true and `--reporter dot`;
 *   - three runs that stop early: a shard out of range, a missing config file, a filter matching no file.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, rs, test } from '@rstest/core';
import { copyFiles, READER_ENV, removeTemporaryDirs, rstest, temporaryDir, tempProject } from '../utils/concurrent-runs';
import { readDoc } from '../utils/docs';
import { guideFixtureDir, missingOutputLines, shownOutput } from '../utils/guides';

const PAGE = 'guide/advanced/ci.mdx';
const fixture = guideFixtureDir(PAGE);
rs.setConfig({ testTimeout: 600_000 });
afterAll(removeTemporaryDirs, 600_000);

const env = READER_ENV;
const shard1 = rstest(fixture, ['run', '--shard', '1/2'], { env });
const shard2 = rstest(fixture, ['run', '--shard', '2/2'], { env });

const failingDir = copyFiles(path.join(fixture, 'failing'), tempProject());
const summaryFile = path.join(temporaryDir(), 'summary.md');
const failing = rstest(failingDir, ['run'], { env: { ...env, GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summaryFile } });

const snapshotCopy = () => copyFiles(path.join(fixture, 'snapshot'), tempProject());
const snapshotCiDir = snapshotCopy();
const snapshotCi = rstest(snapshotCiDir, ['run'], { env });
const snapshotLocalDir = snapshotCopy();
const snapshotLocal = rstest(snapshotLocalDir, ['run'], { env: { ...env, CI: undefined } });
const dotOnGithub = rstest(snapshotCopy(), ['run', '--reporter', 'dot'], { env: { ...env, GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: undefined } });

const badShard = rstest(fixture, ['run', '--shard', '3/2'], { env });
const noConfig = rstest(fixture, ['run', '-c', 'rstest.ci.config.ts'], { env });
const noFiles = rstest(fixture, ['run', 'nothing-matches'], { env });

/** The test file lines of a report in path order: files finish in parallel, in any order. */
function filesSorted(output: string): string {
  const lines = output.split('\n');
  const isFile = (line: string) => /^\s*[✓✗] /.test(line);
  const files = lines.filter(isFile).sort((a, b) => a.trim().localeCompare(b.trim()));
  return lines.map((line) => (isFile(line) ? files.shift() : line)).join('\n');
}

/** `key.path` → value of each `key: value` line of a YAML file, keys joined by indentation (list items skipped). */
function yamlKeys(text: string): Map<string, string> {
  const keys = new Map<string, string>();
  const stack: { indent: number; key: string }[] = [];
  for (const line of text.split('\n')) {
    const match = /^( *)([\w-]+):(?: (.*))?$/.exec(line);
    if (!match) continue;
    const indent = match[1].length;
    while (stack.length && stack[stack.length - 1].indent >= indent) stack.pop();
    stack.push({ indent, key: match[2] });
    keys.set(stack.map((s) => s.key).join('.'), match[3] ?? '');
  }
  return keys;
}

test('the workflow runs each shard of the matrix with the command the page shows', () => {
  const workflow = readFileSync(path.join(fixture, '.github/workflows/test.yml'), 'utf8');
  expect(workflow).not.toMatch(/\t/);
  const keys = yamlKeys(workflow);
  expect(keys.get('jobs.test.runs-on')).toBe('ubuntu-latest');
  expect(keys.get('jobs.test.strategy.fail-fast')).toBe('false');
  expect(keys.get('jobs.test.strategy.matrix.shard')).toBe('[1, 2]');
  const steps = workflow.slice(workflow.indexOf('    steps:'));
  expect(steps).toContain('      - run: npm ci\n');
  expect(steps).toContain('      - run: npx rstest run --shard ${{ matrix.shard }}/2\n');
  // The page runs the two shards the matrix starts.
  const page = readDoc('en', PAGE);
  for (const shard of [1, 2]) expect(page).toContain(`npx rstest run --shard ${shard}/2\n`);
});

test('the two shards run different halves of the files, sorted by path', async () => {
  const [one, two] = await Promise.all([shard1, shard2]);
  expect(one.exitCode, one.output).toBe(0);
  expect(two.exitCode, two.output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'shard-1'), filesSorted(one.output))).toEqual([]);
  expect(missingOutputLines(shownOutput(PAGE, 'shard-2'), filesSorted(two.output))).toEqual([]);
  expect(one.output).not.toMatch(/shipping|tax/);
  expect(two.output).not.toMatch(/cart|price/);
});

test('on GitHub Actions, failures print ::error annotations and a step summary', async () => {
  const { exitCode, output } = await failing;
  expect(exitCode, output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'annotations'), output.replaceAll(failingDir, '<root>'))).toEqual([]);
  const summary = readFileSync(summaryFile, 'utf8');
  expect(summary).toContain('Rstest Test Reporter');
  expect(summary).toContain('### ❌ FAIL total.test.ts > adds the prices');
  expect(summary).toContain("npx rstest 'total.test.ts' --testNamePattern 'adds the prices'");
});

test('a timed-out test or hook fails with its limit; the tests after a timed-out beforeAll are skipped', async () => {
  const { output } = await failing;
  expect(missingOutputLines(shownOutput(PAGE, 'timeouts'), output)).toEqual([]);
  expect(output).toContain('Tests 2 failed | 1 skipped (3)');
});

test('Rstest writes its results cache under node_modules/.cache/.rstest-results', async () => {
  await failing;
  const cache = JSON.parse(readFileSync(path.join(failingDir, 'node_modules/.cache/.rstest-results/results.json'), 'utf8'));
  expect(cache.files['rstest\u0000total.test.ts']).toMatchObject({ failed: true });
});

test('in CI a missing snapshot fails and is not written; locally it is written', async () => {
  const ci = await snapshotCi;
  expect(ci.exitCode, ci.output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'snapshot-ci'), ci.output)).toEqual([]);
  expect(existsSync(path.join(snapshotCiDir, '__snapshots__'))).toBe(false);
  const local = await snapshotLocal;
  expect(local.exitCode, local.output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'snapshot-local'), local.output)).toEqual([]);
  expect(existsSync(path.join(snapshotLocalDir, '__snapshots__/receipt.test.ts.snap'))).toBe(true);
});

test('--reporter replaces the default list: no annotations on GitHub Actions', async () => {
  const { exitCode, output } = await dotOnGithub;
  expect(exitCode, output).toBe(1);
  expect(output).not.toContain('::error');
});

test('errors before the run exit with code 1', async () => {
  const [shard, config, files] = await Promise.all([badShard, noConfig, noFiles]);
  expect(shard.exitCode).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'bad-shard'), shard.output)).toEqual([]);
  expect(config.exitCode).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'no-config'), config.output.replaceAll(fixture, '<root>'))).toEqual([]);
  expect(files.exitCode).toBe(1);
  expect(files.output).toContain('No test files found, exiting with code 1.');
});
