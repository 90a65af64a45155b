/**
 * The "Migrating from Jest" guide. Its fixture holds `before/` (a Jest 30 project), `after/` (the same project
 * converted to Rstest) and `differences/` (one Rstest project whose files show the behaviour the page describes:
 * done callbacks, hoisting, fake timers, timeouts, globals, __mocks__, a Jest snapshot file).
 *
 * Runs (six processes, two at a time): Jest on before/, Rstest on after/, Rstest on differences/ (with a JSON
 * report), Rstest on a copy of after/ whose test uses `rs.mock` instead of `rs.mockRequire` (the first common
 * mistake), and on a copy of after/ holding Jest's snapshot file: once as CI runs it (fails), then with `-u`
 * (rewrites it into after/'s snapshot). About 8 s on a quiet machine.
 */
import { readFileSync, writeFileSync } from 'node:fs';
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
const SNAPSHOT = 'src/__snapshots__/checkout.test.js.snap';
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

/** A copy of after/ in the temp folder, with the repository's node_modules linked in. */
function copyOfAfter(): string {
  const dir = copyWithModules(after, path.join(temporaryDir('rstest-migrate-jest-'), 'after'), 'all');
  return dir;
}

const jestRun = rstest(before, ['--ci'], { env, bin: path.join(REPO_ROOT, 'node_modules/.bin/jest') });
const afterRun = rstest(after, ['run'], { env });
const differences = rstestWithReport(path.join(fixture, 'differences'), null, [], { env });
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

  test('a Jest snapshot outside any describe passes as it is', async () => {
    expect(statuses(await differences, 'snapshot.test.js')).toEqual({ 'a receipt line': 'pass' });
    expect((await differences).output).not.toMatch(/Snapshots\s+\d+ written/);
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

  test('rs.mock without a factory uses __mocks__/', async () => {
    expect(statuses(await differences, 'automock.test.js')).toEqual({ 'uses the module in __mocks__': 'pass' });
  });

  test('without globals, describe is not defined', async () => {
    const run = await differences;
    expect(missingOutputLines(shownOutput(PAGE, 'no-globals'), run.output)).toEqual([]);
    expect(run.exitCode).toBe(1);
  });
});
