/**
 * The "Migrating from Vitest" guide. Its fixture holds `before/` (a Vitest 5 project), `after/` (the same project
 * converted to Rstest) and `differences/` (one Rstest project whose files show what the page says behaves
 * differently: async and `importOriginal` factories, `rs.requireActual` and `rs.hoisted` next to a factory, hoisting,
 * fake timers, timeouts, and a `.js` file under `"type": "commonjs"`).
 *
 * Runs (five processes, two at a time): Vitest on before/, Rstest on after/ (as CI runs it), Rstest on differences/
 * (with a JSON report), `rstest run -u` on a copy of after/, and a local `rstest run` (no CI variable) on a copy of
 * after/ whose factory spreads `rs.requireActual('./rates')` (both rewrite the snapshot header). About 6 s on a quiet
 * machine.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, rs, test } from '@rstest/core';
import { copyWithModules, errorsOf, READER_ENV, removeTemporaryDirs, rstest, rstestWithReport, statuses, task, temporaryDir } from '../utils/concurrent-runs';
import { REPO_ROOT } from '../utils/docs';
import { guideFixtureDir, missingOutputLines, shownOutput } from '../utils/guides';

const PAGE = 'guide/start/migrate-from-vitest.mdx';
const fixture = guideFixtureDir(PAGE);
rs.setConfig({ testTimeout: 600_000 });
afterAll(removeTemporaryDirs, 600_000);

const env = READER_ENV;
const before = path.join(fixture, 'before');
const after = path.join(fixture, 'after');
const SNAPSHOT = 'src/__snapshots__/checkout.test.ts.snap';
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

const vitestRun = rstest(before, ['run'], { env, bin: path.join(REPO_ROOT, 'node_modules/.bin/vitest') });
const afterRun = rstest(after, ['run'], { env });
const differences = rstestWithReport(path.join(fixture, 'differences'), null, [], { env });
/** A copy of after/ whose factory spreads rs.requireActual instead of the import attribute, run locally (no CI). */
const localRun = task(async () => {
  const dir = copyWithModules(after, path.join(temporaryDir('rstest-migrate-vitest-'), 'after'), 'all');
  const testFile = path.join(dir, 'src/checkout.test.ts');
  const withRequireActual = read(dir, 'src/checkout.test.ts')
    .replace("import * as actualRates from '@/rates' with { rstest: 'importActual' };\n", '')
    .replace('...actualRates,', "...rs.requireActual<typeof import('@/rates')>('./rates'),");
  writeFileSync(testFile, withRequireActual);
  const run = await rstest(dir, ['run'], { env: { ...env, CI: undefined } });
  return { run, testFile: withRequireActual, written: read(dir, SNAPSHOT) };
});
const update = task(async () => {
  const dir = copyWithModules(after, path.join(temporaryDir('rstest-migrate-vitest-'), 'after'), 'all');
  const run = await rstest(dir, ['run', '-u'], { env });
  return { run, written: read(dir, SNAPSHOT) };
});

test('before/ passes with Vitest, as the page shows', async () => {
  const { exitCode, output } = await vitestRun;
  expect(exitCode, output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'vitest'), output)).toEqual([]);
});

test('after/ passes with Rstest, as the page shows, with the snapshot file Vitest wrote', async () => {
  const { exitCode, output } = await afterRun;
  expect(exitCode, output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'rstest'), output)).toEqual([]);
  expect(output).not.toMatch(/Snapshots\s+\d+ (written|failed|obsolete)/);
  expect(read(after, SNAPSHOT)).toBe(read(before, SNAPSHOT));
  expect(read(after, SNAPSHOT)).toMatch(/^\/\/ Vitest Snapshot v1/);
});

test('the source files do not change; the test changes its import, vi, and the mock factory only', () => {
  for (const file of ['src/rates.ts', 'src/prices.ts', 'src/reminder.ts']) expect(read(after, file), file).toBe(read(before, file));
  const converted = read(before, 'src/checkout.test.ts')
    .replace("import { describe, expect, test, vi } from 'vitest';", "import { describe, expect, rs, test } from '@rstest/core';")
    .replace("import { fetchRate } from '@/rates';", "import * as actualRates from '@/rates' with { rstest: 'importActual' };\nimport { fetchRate } from '@/rates';")
    .replace(/vi\.mock\('@\/rates', async \(importOriginal\) => \(\{\n.*\n/, "rs.mock('@/rates', () => ({\n  ...actualRates,\n")
    .replaceAll('vi.', 'rs.');
  expect(read(after, 'src/checkout.test.ts')).toBe(converted);
});

test('`rstest run -u` rewrites only the header of the Vitest snapshot file', async () => {
  const { run, written } = await update;
  expect(run.exitCode, run.output).toBe(0);
  expect(written).toBe(read(before, SNAPSHOT).replace(/^.*\n/, '// Rstest Snapshot v1\n'));
});

test('a local `rstest run` without -u rewrites the header too, and prints nothing about it', async () => {
  const { run, written } = await localRun;
  expect(run.exitCode, run.output).toBe(0);
  expect(run.output).not.toMatch(/Snapshots/);
  expect(written).toBe(read(before, SNAPSHOT).replace(/^.*\n/, '// Rstest Snapshot v1\n'));
});

test("a factory spreading rs.requireActual('./rates'), relative to the test file in src/, passes", async () => {
  const { run, testFile } = await localRun;
  expect(missingOutputLines(shownOutput(PAGE, 'rstest'), run.output), run.output).toEqual([]);
  expect(testFile).toContain("...rs.requireActual<typeof import('@/rates')>('./rates'),");
  expect(testFile).not.toContain("rstest: 'importActual'");
});

describe('what behaves differently (differences/)', () => {
  test('an async factory and an importOriginal argument fail, with the messages the page quotes', async () => {
    const run = await differences;
    expect(missingOutputLines(shownOutput(PAGE, 'async-factory'), run.output)).toEqual([]);
    expect(missingOutputLines(shownOutput(PAGE, 'import-original'), run.output)).toEqual([]);
    expect(errorsOf(run, 'async-factory.test.ts')).toContain('An async mock factory is not supported');
    expect(errorsOf(run, 'import-original.test.ts')).toContain('importOriginal is not a function');
  });

  test('the untouched Vitest factory (async, awaiting importOriginal) fails with importOriginal is not a function', async () => {
    const errors = errorsOf(await differences, 'untouched-factory.test.ts');
    expect(errors).toContain('TypeError: importOriginal is not a function');
    expect(errors).not.toContain('An async mock factory is not supported');
  });

  test('rs.requireActual works inside a synchronous factory; its relative path starts from the test file', async () => {
    const run = await differences;
    expect(statuses(run, 'require-actual.test.ts')).toEqual({ 'keeps CURRENCIES and mocks fetchRate': 'pass' });
    expect(errorsOf(run, 'src/wrong-path.test.ts')).toContain("Cannot find module './src/rates'");
  });

  test('rs.hoisted works next to the import attribute; its callback cannot read the original module', async () => {
    const run = await differences;
    expect(statuses(run, 'hoisted-with-actual.test.ts')).toEqual({ 'keeps CURRENCIES and mocks fetchRate': 'pass' });
    expect(errorsOf(run, 'hoisted-reads-actual.test.ts')).toContain("TypeError: Cannot read properties of undefined (reading 'CURRENCIES')");
  });

  test('under "type": "commonjs", a .js file written with import fails to build; the same file as .ts passes', async () => {
    const run = await differences;
    expect(errorsOf(run, 'commonjs/total.test.js')).toContain("'import', and 'export' cannot be used outside of module code");
    expect(statuses(run, 'commonjs/total.test.ts')).toEqual({ 'adds up the cart': 'pass' });
    expect(read(fixture, 'differences/commonjs/total.test.ts')).toBe(read(fixture, 'differences/commonjs/total.test.js'));
  });

  test('a factory that reads a top-level const fails', async () => {
    const run = await differences;
    expect(missingOutputLines(shownOutput(PAGE, 'hoisting'), run.output)).toEqual([]);
    expect(errorsOf(run, 'hoisting.test.ts')).toContain("Cannot access 'rate' before initialization");
  });

  test('fake timers leave nextTick and queueMicrotask real; timeouts are 5000/10000 ms', async () => {
    expect(statuses(await differences, 'fake-timers.test.ts')).toEqual({
      'useFakeTimers() fakes timers and Date, not process.nextTick or queueMicrotask': 'pass',
      'default timeouts': 'pass',
    });
  });
});
