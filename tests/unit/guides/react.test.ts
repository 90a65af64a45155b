/**
 * Backs guide/framework/react.mdx: runs its fixture (tests/examples/guides/react/) and checks what the page says
 * happens. The page adds SalesChart.test.tsx (which picks happy-dom in its first comment) after the first run, so
 * that run works on a copy without it.
 *
 * Its setup file is not shown: the page says it is the DOM testing guide's, which the first test checks.
 *
 * Six Rstest runs, two at a time:
 * - `firstRun`: a local run (CI unset, so the snapshot is written) of a copy without the stored snapshot and without
 *   SalesChart.test.tsx: the summary the page shows, and the .snap file it writes, which must be the fixture's.
 * - `jsdomRun`: the fixture as it is, in jsdom (the config's environment), SalesChart.test.tsx in happy-dom.
 * - `happyDomRun`: the same with `--testEnvironment happy-dom`: every file passes, the stored snapshot matches.
 * - `chartInJsdom`: SalesChart.test.tsx without its environment comment: jsdom has no ResizeObserver.
 * - `mistakes`: a copy with three of the common mistakes (un-awaited user events, `getBy` for fetched content, a
 *   mocked component expected with its props alone).
 * - `nodeEnvironment`: a copy whose config lacks `testEnvironment`, so the files run in 'node'.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, rs, test } from '@rstest/core';
import { READER_ENV, removeTemporaryDirs, rstest, task } from '../utils/concurrent-runs';
import { edit, read, variant } from '../utils/fixture-copies';
import { guideFixtureDir, missingOutputLines, shownOutput } from '../utils/guides';

const PAGE = 'guide/framework/react.mdx';
const fixture = guideFixtureDir(PAGE);
rs.setConfig({ testTimeout: 600_000 });
afterAll(removeTemporaryDirs, 600_000);

const env = READER_ENV;
const SNAPSHOT = 'src/__snapshots__/Dashboard.test.tsx.snap';
const CHART_TEST = 'src/SalesChart.test.tsx';

const firstRun = task(async () => {
  const dir = variant(fixture, (dir) => {
    rmSync(path.join(dir, 'src/__snapshots__'), { recursive: true });
    rmSync(path.join(dir, CHART_TEST));
  });
  const run = await rstest(dir, ['run'], { env: { ...env, CI: undefined } });
  return { run, snapshot: read(dir, SNAPSHOT) };
});
const jsdomRun = rstest(fixture, ['run'], { env });
const happyDomRun = rstest(fixture, ['run', '--testEnvironment', 'happy-dom'], { env });
const chartInJsdom = rstest(
  variant(fixture, (dir) => edit(dir, CHART_TEST, /^\/\*\*\n \* @rstest-environment happy-dom\n \*\/\n/, '')),
  ['run', CHART_TEST],
  { env },
);
const mistakes = rstest(
  variant(fixture, (dir) => {
    // The first test of SearchBox.test.tsx, without `await` before its user events.
    edit(dir, 'src/SearchBox.test.tsx', "  await user.type(screen.getByLabelText('Search books'), '  dune ');", "  user.type(screen.getByLabelText('Search books'), '  dune ');");
    edit(dir, 'src/SearchBox.test.tsx', "  await user.click(screen.getByRole('button', { name: 'Search' }));", "  user.click(screen.getByRole('button', { name: 'Search' }));");
    edit(dir, 'src/UserCard.test.tsx', "await screen.findByRole('heading', { name: 'Ada' })", "screen.getByRole('heading', { name: 'Ada' })");
    edit(dir, 'src/Dashboard.test.tsx', 'toHaveBeenCalledWith({ points: [40, 75, 60] }, undefined)', 'toHaveBeenCalledWith({ points: [40, 75, 60] })');
  }),
  ['run', 'src/SearchBox.test.tsx', 'src/UserCard.test.tsx', 'src/Dashboard.test.tsx'],
  { env },
);
const nodeEnvironment = rstest(
  variant(fixture, (dir) => edit(dir, 'rstest.config.ts', "  testEnvironment: 'jsdom',\n", '')),
  ['run'],
  { env },
);

test("the setup file is the DOM testing guide's, as the page says", () => {
  expect(read(fixture, 'rstest.setup.ts')).toBe(read(guideFixtureDir('guide/basic/dom-testing.mdx'), 'rstest.setup.ts'));
});

test('the first run passes every test and writes the snapshot the page shows', async () => {
  const { run, snapshot } = await firstRun;
  expect(run.exitCode, run.output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'run'), run.output)).toEqual([]);
  expect(snapshot).toBe(read(fixture, SNAPSHOT));
});

test('the whole fixture passes in jsdom, the chart test in happy-dom by its comment', async () => {
  const { exitCode, output } = await jsdomRun;
  expect(exitCode, output).toBe(0);
  expect(output).toMatch(/Test Files 6 passed\n\s*Tests 9 passed/);
  // CI is set: a snapshot that did not match would fail, none is written.
  expect(output).not.toMatch(/Snapshots/);
});

test('the same suite passes in happy-dom, with the snapshot written in jsdom', async () => {
  const { exitCode, output } = await happyDomRun;
  expect(exitCode, output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'happy-dom'), output)).toEqual([]);
  expect(output).not.toMatch(/Snapshots/);
});

test('the real chart fails in jsdom, which has no ResizeObserver', async () => {
  const { exitCode, output } = await chartInJsdom;
  expect(exitCode, output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'chart-in-jsdom'), output)).toEqual([]);
});

test('an un-awaited user event fails its test, and its typing reaches the next test', async () => {
  const { exitCode, output } = await mistakes;
  expect(exitCode, output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'no-await'), output)).toEqual([]);
  // The whole block as printed, its lines together (the next test's failure prints another "Number of calls").
  expect(output).toContain(shownOutput(PAGE, 'no-await'));
  // The next test got one search, and not for what it typed alone: the letters of "dune" are in it.
  expect(output).toMatch(/✗ Enter submits the form/);
  const received = /^\+\s+"(.*)",$/m.exec(output.slice(output.indexOf("to be called with arguments: [ 'emma' ]")))?.[1];
  expect(received, output).toMatch(/d.*u/);
});

test('getBy… right after render() does not wait for the fetched user', async () => {
  const { output } = await mistakes;
  expect(missingOutputLines(shownOutput(PAGE, 'no-find'), output)).toEqual([]);
});

test('a mocked component expected with its props alone fails on the second argument React passes', async () => {
  const { output } = await mistakes;
  expect(missingOutputLines(shownOutput(PAGE, 'one-argument'), output)).toEqual([]);
});

test("in the 'node' environment, render() and userEvent.setup() fail; the chart test, in happy-dom, passes", async () => {
  const { exitCode, output } = await nodeEnvironment;
  expect(exitCode, output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'node-environment'), output)).toEqual([]);
  expect(output).toMatch(/✓ src\/SalesChart\.test\.tsx \(1\)/);
  expect(output).toMatch(/Test Files 5 failed \| 1 passed/);
});
