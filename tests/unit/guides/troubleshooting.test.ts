/**
 * guide/advanced/troubleshooting.mdx: each broken case is a file of broken/, all run together in one Rstest run
 * (`rstest run --detectAsyncLeaks` in broken/, with a JSON report to tell the files apart); the fixed versions are
 * the files of src/, run once with the fixture's config (alias, detectAsyncLeaks, retry). Two runs in all.
 */
import path from 'node:path';
import { afterAll, expect, rs, test } from '@rstest/core';
import { errorsOf, READER_ENV, removeTemporaryDirs, reportedFile, rstestWithReport, statuses } from '../utils/concurrent-runs';
import { guideFixtureDir, missingOutputLines, shownOutput } from '../utils/guides';

const PAGE = 'guide/advanced/troubleshooting.mdx';
const fixture = guideFixtureDir(PAGE);
rs.setConfig({ testTimeout: 600_000 });
afterAll(removeTemporaryDirs, 600_000);

const env = READER_ENV;
const broken = rstestWithReport(path.join(fixture, 'broken'), null, ['--detectAsyncLeaks'], { env });
const fixed = rstestWithReport(fixture, path.join(fixture, 'rstest.config.ts'), [], { env });

/** The test file lines (one leading space) of a report in path order: files finish in parallel, in any order. */
function filesSorted(output: string): string {
  const lines = output.split('\n');
  const isFile = (line: string) => /^ [✓✗] /.test(line);
  const files = lines.filter(isFile).sort((a, b) => a.localeCompare(b));
  return lines.map((line) => (isFile(line) ? files.shift() : line)).join('\n');
}

test('every broken file fails, the run exits with 1', async () => {
  const run = await broken;
  expect(run.exitCode, run.output).toBe(1);
  for (const file of ['colors.test.ts', 'alias.test.ts', 'poll.test.ts', 'ready.test.ts']) {
    expect(reportedFile(run, file).status, file).toBe('fail');
  }
});

test('a named import of a CommonJS package is undefined', async () => {
  const run = await broken;
  expect(missingOutputLines(shownOutput(PAGE, 'colors'), run.output)).toEqual([]);
  expect(errorsOf(run, 'colors.test.ts')).toContain('is not a function');
});

test('an alias only a bundler knows is not found', async () => {
  const run = await broken;
  expect(missingOutputLines(shownOutput(PAGE, 'alias'), run.output)).toEqual([]);
  expect(errorsOf(run, 'alias.test.ts')).toContain("Cannot find module '~/lib/money'");
});

test('detectAsyncLeaks fails the file whose test left a timer running; the test itself passes', async () => {
  const run = await broken;
  expect(missingOutputLines(shownOutput(PAGE, 'leak'), run.output)).toEqual([]);
  expect(statuses(run, 'poll.test.ts')).toEqual({ 'starts polling': 'pass' });
});

test('a test waiting for a missed event times out before its first assertion', async () => {
  const run = await broken;
  expect(missingOutputLines(shownOutput(PAGE, 'timeout'), run.output)).toEqual([]);
});

test('the fixed files pass: tsconfig paths, alias, CommonJS globals, no leak, a retried test marked', async () => {
  const run = await fixed;
  expect(run.exitCode, run.output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'fixed'), filesSorted(run.output))).toEqual([]);
  expect(missingOutputLines(shownOutput(PAGE, 'retry'), run.output)).toEqual([]);
  expect(statuses(run, 'src/paths.test.ts')).toEqual({
    'tsconfig paths and resolve.alias lead to the same module': 'pass',
    'CommonJS globals work in test files': 'pass',
  });
});
