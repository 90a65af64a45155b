/**
 * guide/advanced/troubleshooting.mdx: each broken case is a file of broken/, all run together in one Rstest run
 * (`rstest run --detectAsyncLeaks` in broken/, with a JSON report to tell the files apart). Its folders type-commonjs/,
 * type-module/ and no-type/ (each with a package.json) hold the same .js test in both module syntaxes, and some pass:
 * they are the page's table of what the "type" field does. The fixed versions are
 * the files of src/, run once with the fixture's config (alias, detectAsyncLeaks, retry). Two runs in all.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, rs, test } from '@rstest/core';
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

describe('package.json "type" and .js files (broken/type-commonjs, type-module, no-type)', () => {
  /** Whether each file of `files` passed, by path. */
  const passed = async (files: string[]) => {
    const run = await broken;
    return Object.fromEntries(files.map((file) => [file, reportedFile(run, file).status === 'pass']));
  };

  test('under "commonjs", import/export fails to build; the page quotes the error', async () => {
    const run = await broken;
    expect(missingOutputLines(shownOutput(PAGE, 'import-outside-module'), run.output)).toEqual([]);
    expect(errorsOf(run, 'type-commonjs/esm.test.js')).toContain("'import', and 'export' cannot be used outside of module code");
  });

  test('under "module", module.exports is not defined; the page quotes the error', async () => {
    const run = await broken;
    expect(missingOutputLines(shownOutput(PAGE, 'module-not-defined'), run.output)).toEqual([]);
    expect(errorsOf(run, 'type-module/cjs.test.js')).toContain('ReferenceError: module is not defined');
  });

  test('the table: which .js file passes under which "type"', async () => {
    expect(await passed(['type-commonjs/esm.test.js', 'type-commonjs/cjs.test.js', 'type-module/esm.test.js', 'type-module/cjs.test.js', 'no-type/esm.test.js', 'no-type/cjs.test.js'])).toEqual({
      'type-commonjs/esm.test.js': false,
      'type-commonjs/cjs.test.js': true,
      'type-module/esm.test.js': true,
      'type-module/cjs.test.js': false,
      'no-type/esm.test.js': true,
      'no-type/cjs.test.js': true,
    });
  });

  test('import and module.exports in one file fail even without the field', async () => {
    expect(errorsOf(await broken, 'no-type/mixed.test.js')).toContain('ES Modules may not assign module.exports or exports.*');
  });

  test('.ts, .mjs and .cjs files do not depend on the field', async () => {
    expect(await passed(['type-commonjs/esm.test.ts', 'type-commonjs/esm.test.mjs', 'type-module/cjs.test.ts', 'type-module/cjs.test.cjs'])).toEqual({
      'type-commonjs/esm.test.ts': true,
      'type-commonjs/esm.test.mjs': true,
      'type-module/cjs.test.ts': true,
      'type-module/cjs.test.cjs': true,
    });
  });

  test('the folders hold the same test: esm.test.* and cjs.test.* are copies', () => {
    const read = (file: string) => readFileSync(path.join(fixture, 'broken', file), 'utf8');
    for (const dir of ['type-commonjs', 'type-module', 'no-type']) {
      expect(read(`${dir}/esm.test.js`), dir).toBe(read('type-commonjs/esm.test.js'));
      expect(read(`${dir}/cjs.test.js`), dir).toBe(read('type-commonjs/cjs.test.js'));
    }
    expect(read('type-commonjs/esm.test.ts')).toBe(read('type-commonjs/esm.test.js'));
    expect(read('type-commonjs/esm.test.mjs')).toBe(read('type-commonjs/esm.test.js'));
    expect(read('type-module/cjs.test.ts')).toBe(read('type-commonjs/cjs.test.js'));
    expect(read('type-module/cjs.test.cjs')).toBe(read('type-commonjs/cjs.test.js'));
    expect(JSON.parse(read('type-commonjs/package.json')).type).toBe('commonjs');
    expect(JSON.parse(read('type-module/package.json')).type).toBe('module');
    expect(JSON.parse(read('no-type/package.json'))).not.toHaveProperty('type');
  });
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
