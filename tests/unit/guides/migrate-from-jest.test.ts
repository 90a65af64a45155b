/**
 * The "Migrating from Jest" guide. Its fixture holds `before/` (a Jest 30 project), `after/` (the same project
 * converted to Rstest), `babel-before/` and `babel-after/` (a JavaScript project written with `import`, run by Jest
 * through babel-jest under `"type": "commonjs"`, and the same project converted) and `differences/` (one Rstest
 * project whose files show the behaviour the page describes: done callbacks, hoisting, fake timers, timeouts,
 * globals, __mocks__ and automocks, a Jest snapshot file).
 *
 * Runs (nine processes, two at a time): Jest on before/ and on babel-before/, Rstest on after/ and on babel-after/,
 * on a copy of babel-after/ with `"type": "commonjs"` put back (fails to build), on a copy of differences/ as a
 * local run (no CI variable, with a JSON report), on a copy of after/ whose test uses `rs.mock` instead of
 * `rs.mockRequire` (the first common mistake), and on a copy of after/ holding Jest's snapshot file: once as CI runs
 * it (fails), then with `-u` (rewrites it into after/'s snapshot). About 12 s on a quiet machine.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, rs, test } from '@rstest/core';
import { copyWithModules, errorsOf, READER_ENV, removeTemporaryDirs, rstest, rstestWithReport, statuses, task, temporaryDir } from '../utils/concurrent-runs';
import { REPO_ROOT } from '../utils/docs';
import { guideFixtureDir, missingOutputLines, shownOutput } from '../utils/guides';

const PAGE = 'guide/start/migrate-from-jest.mdx';
const fixture = guideFixtureDir(PAGE);
rs.setConfig({ testTimeout: 600_000 });
afterAll(removeTemporaryDirs, 600_000);

const env = READER_ENV;
const before = path.join(fixture, 'before');
const after = path.join(fixture, 'after');
const babelBefore = path.join(fixture, 'babel-before');
const babelAfter = path.join(fixture, 'babel-after');
const JEST_SNAPSHOT = '__snapshots__/snapshot.test.js.snap';
const SNAPSHOT = 'src/__snapshots__/checkout.test.js.snap';
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

/** A copy of after/ in the temp folder, with the repository's node_modules linked in. */
function copyOfAfter(): string {
  const dir = copyWithModules(after, path.join(temporaryDir('rstest-migrate-jest-'), 'after'), 'all');
  return dir;
}

const JEST = path.join(REPO_ROOT, 'node_modules/.bin/jest');
const jestRun = rstest(before, ['--ci'], { env, bin: JEST });
const afterRun = rstest(after, ['run'], { env });
const babelJestRun = rstest(babelBefore, ['--ci'], { env, bin: JEST });
const babelAfterRun = rstest(babelAfter, ['run'], { env });
const babelTypeCommonjs = task(async () => {
  const dir = copyWithModules(babelAfter, path.join(temporaryDir('rstest-migrate-jest-'), 'babel-after'), 'all');
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ ...JSON.parse(read(dir, 'package.json')), type: 'commonjs' }, null, 2));
  return rstest(dir, ['run'], { env });
});
/** differences/ run as a reader runs it locally: no CI variable (in a copy, since such a run writes snapshot files). */
const differences = task(async () => {
  const dir = copyWithModules(path.join(fixture, 'differences'), path.join(temporaryDir('rstest-migrate-jest-'), 'differences'), 'all');
  const run = await rstestWithReport(dir, null, [], { env: { ...env, CI: undefined } });
  return { ...run, snapshotFile: read(dir, JEST_SNAPSHOT) };
});
const mockMistake = task(async () => {
  const dir = copyOfAfter();
  const testFile = path.join(dir, 'src/checkout.test.js');
  writeFileSync(testFile, readFileSync(testFile, 'utf8').replace('rs.mockRequire(', 'rs.mock('));
  return rstest(dir, ['run'], { env });
});
const snapshotUpdate = task(async () => {
  const dir = copyOfAfter();
  writeFileSync(path.join(dir, SNAPSHOT), read(before, SNAPSHOT));
  const ci = await rstest(dir, ['run'], { env, priority: true });
  const update = await rstest(dir, ['run', '-u'], { env, priority: true });
  return { ci, update, written: read(dir, SNAPSHOT) };
});

test('before/ passes with Jest, as the page shows', async () => {
  const { exitCode, output } = await jestRun;
  expect(exitCode, output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'jest'), output)).toEqual([]);
  expect(read(before, SNAPSHOT)).toMatch(/^\/\/ Jest Snapshot v1/);
});

test('after/ passes with Rstest, as the page shows', async () => {
  const { exitCode, output } = await afterRun;
  expect(exitCode, output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'rstest'), output)).toEqual([]);
  expect(output).not.toMatch(/Snapshots\s+\d+ written/);
});

test('the source files do not change; the test only swaps jest for rs and jest.mock for rs.mockRequire', () => {
  for (const file of ['src/rates.js', 'src/prices.js', 'src/reminder.js']) expect(read(after, file), file).toBe(read(before, file));
  const converted = read(before, 'src/checkout.test.js').replace('jest.mock(', 'rs.mockRequire(').replaceAll('jest.', 'rs.');
  expect(read(after, 'src/checkout.test.js')).toBe(converted);
  expect(read(after, 'rstest.setup.js')).toBe(read(before, 'jest.setup.js').replaceAll('jest.', 'rs.'));
});

describe('a JavaScript project compiled by Babel, under "type": "commonjs" (babel-before/, babel-after/)', () => {
  test('babel-before/ passes with Jest through babel-jest, as the page shows', async () => {
    const { exitCode, output } = await babelJestRun;
    expect(exitCode, output).toBe(0);
    expect(missingOutputLines(shownOutput(PAGE, 'babel-jest'), output)).toEqual([]);
    expect(JSON.parse(read(babelBefore, 'package.json')).type).toBe('commonjs');
    expect(read(babelBefore, 'src/prices.js')).toMatch(/^import /);
  });

  test('converted as the page says, but with "type": "commonjs" kept, it fails to build: no test runs', async () => {
    const { exitCode, output } = await babelTypeCommonjs;
    expect(exitCode, output).toBe(1);
    expect(missingOutputLines(shownOutput(PAGE, 'babel-type-commonjs'), output)).toEqual([]);
    expect(output).toMatch(/Tests\s+no tests/);
  });

  test('babel-after/ (no "type", no Babel) passes with Rstest, as the page shows; rs.mock without a factory automocks', async () => {
    const { exitCode, output } = await babelAfterRun;
    expect(exitCode, output).toBe(0);
    expect(missingOutputLines(shownOutput(PAGE, 'babel-rstest'), output)).toEqual([]);
  });

  test('babel-after/ drops the "type" field, Babel and its config; sources stay; the test swaps jest for rs', () => {
    const pkg = JSON.parse(read(babelAfter, 'package.json'));
    expect(pkg).not.toHaveProperty('type');
    expect(Object.keys(pkg.devDependencies)).toEqual(['@rstest/core']);
    expect(existsSync(path.join(babelAfter, 'babel.config.js'))).toBe(false);
    for (const file of ['src/rates.js', 'src/prices.js']) expect(read(babelAfter, file), file).toBe(read(babelBefore, file));
    expect(read(babelAfter, 'src/prices.test.js')).toBe(read(babelBefore, 'src/prices.test.js').replaceAll('jest.', 'rs.'));
    expect(read(babelAfter, 'src/prices.test.js')).toContain("rs.mock('./rates');");
    expect(existsSync(path.join(babelAfter, 'src/__mocks__'))).toBe(false);
  });
});

describe('snapshots', () => {
  test('in CI, the Jest snapshot of a test inside describe fails as mismatched and is reported obsolete', async () => {
    const { ci } = await snapshotUpdate;
    expect(ci.exitCode, ci.output).toBe(1);
    expect(missingOutputLines(shownOutput(PAGE, 'ci-snapshot'), ci.output), ci.output).toEqual([]);
  });

  test('`rstest run -u` renames it and rewrites the header: the result is after/ snapshot file', async () => {
    const { update, written } = await snapshotUpdate;
    expect(update.exitCode, update.output).toBe(0);
    expect(missingOutputLines(shownOutput(PAGE, 'update'), update.output)).toEqual([]);
    expect(written).toBe(read(after, SNAPSHOT));
    expect(written).toMatch(/^\/\/ Rstest Snapshot v1\n/);
  });

  test('a Jest snapshot outside any describe passes as it is, but a local run silently rewrites the header', async () => {
    const run = await differences;
    expect(statuses(run, 'snapshot.test.js')).toEqual({ 'a receipt line': 'pass' });
    expect(run.output).not.toMatch(/Snapshots/);
    const jestFile = read(path.join(fixture, 'differences'), JEST_SNAPSHOT);
    expect(jestFile).toMatch(/^\/\/ Jest Snapshot v1/);
    expect(run.snapshotFile).toBe(jestFile.replace(/^.*\n/, '// Rstest Snapshot v1\n'));
  });
});

test('common mistake: rs.mock on a module loaded with require fails the file', async () => {
  const { exitCode, output } = await mockMistake;
  expect(exitCode, output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'mock-require'), output)).toEqual([]);
});

describe('what behaves differently (differences/)', () => {
  test('a test with a done parameter passes at once; calling done fails the file', async () => {
    const run = await differences;
    expect(statuses(run, 'done.test.js')).toEqual({ 'ends before its callback runs': 'pass', waits: 'pass' });
    expect(errorsOf(run, 'done.test.js')).toContain('done() callback is deprecated, use promise instead');
    expect(missingOutputLines(shownOutput(PAGE, 'done'), run.output)).toEqual([]);
  });

  test('a factory reading a top-level const fails, even mock-prefixed; rs.hoisted works', async () => {
    const run = await differences;
    expect(missingOutputLines(shownOutput(PAGE, 'hoisting'), run.output)).toEqual([]);
    expect(errorsOf(run, 'hoisting.test.js')).toContain("Cannot access 'mockFetchRate' before initialization");
    expect(statuses(run, 'hoisted.test.js')).toEqual({ 'the factory reads fetchRate': 'pass' });
  });

  test('fake timers leave nextTick and queueMicrotask real unless listed in toFake; timeouts are 5000/10000 ms', async () => {
    expect(statuses(await differences, 'timers-and-timeouts.test.js')).toEqual({
      'useFakeTimers() leaves process.nextTick and queueMicrotask real': 'pass',
      'toFake fakes nextTick too': 'pass',
      'default timeouts': 'pass',
    });
  });

  test('rs.mock without a factory uses __mocks__/, and without one automocks (rs.mockRequire too)', async () => {
    const run = await differences;
    expect(statuses(run, 'automock.test.js')).toEqual({ 'uses the module in __mocks__': 'pass' });
    expect(existsSync(path.join(fixture, 'differences/src/__mocks__/prices.js'))).toBe(false);
    expect(statuses(run, 'automock-factoryless.test.js')).toEqual({ 'priceIn is a mock function that returns undefined': 'pass' });
    expect(statuses(run, 'automock-require.test.cjs')).toEqual({ 'priceIn is a mock function that returns undefined': 'pass' });
  });

  test('without globals, describe is not defined', async () => {
    const run = await differences;
    expect(missingOutputLines(shownOutput(PAGE, 'no-globals'), run.output)).toEqual([]);
    expect(run.exitCode).toBe(1);
  });
});
