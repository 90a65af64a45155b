/**
 * Backs guide/basic/snapshot-testing.mdx: runs its fixture (tests/examples/guides/snapshot-testing/) and checks
 * what the page says happens. Every run works on a copy in a temporary folder, because runs write snapshots.
 *
 * Five Rstest runs, two at a time:
 * - `firstRun`: a local run (CI unset) of src/order.test.ts on a copy without any stored snapshot and with an
 *   empty `toMatchInlineSnapshot()`, then a run of every file (money.test.ts, with the serializer): together they
 *   write the files the page shows, which must equal the fixture's.
 * - `changed`: the reader's edit (an `itemCount` field, a renamed test), run in watch mode in a pseudo-terminal
 *   (`script`), where the report ends with the `u` shortcut hint; then `rstest run -u` on the same copy.
 * - `ciRun`: CI=1 on a copy missing one .snap file and with an un-awaited `toMatchFileSnapshot` (common mistakes).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, rs, test } from '@rstest/core';
import { copyWithModules, READER_ENV, removeTemporaryDirs, rstest, task, temporaryDir } from '../utils/concurrent-runs';
import { codeBlocks, readDoc, REPO_ROOT, splitFrontmatter } from '../utils/docs';
import { guideFixtureDir, missingOutputLines, shownOutput } from '../utils/guides';

const PAGE = 'guide/basic/snapshot-testing.mdx';
const fixture = guideFixtureDir(PAGE);
rs.setConfig({ testTimeout: 600_000 });
afterAll(removeTemporaryDirs, 600_000);

const env = READER_ENV;
/** A local run: with CI set, Rstest would not write new snapshots. */
const localEnv = { ...env, CI: undefined };
const RSTEST_BIN = path.join(REPO_ROOT, 'node_modules/.bin/rstest');

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const edit = (dir: string, file: string, from: string, to: string) => {
  const text = read(dir, file);
  if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
  writeFileSync(path.join(dir, file), text.replace(from, to));
};

/** A copy of the fixture in a temporary folder that sees the repository's node_modules. */
function fixtureCopy(): string {
  const dir = copyWithModules(fixture, path.join(temporaryDir('rstest-guide-snapshot-'), 'project'), 'all');
  return dir;
}

const FILLED = 'toMatchInlineSnapshot(`"$33.99"`);';
const EMPTY = 'toMatchInlineSnapshot();';
const SNAPSHOT_FILES = ['src/__snapshots__/order.test.ts.snap', 'src/__snapshots__/money.test.ts.snap', 'src/__snapshots__/receipt.html'];

const firstRun = task(async () => {
  const dir = fixtureCopy();
  rmSync(path.join(dir, 'src/__snapshots__'), { recursive: true });
  edit(dir, 'src/order.test.ts', FILLED, EMPTY);
  const run = await rstest(dir, ['run', 'src/order.test.ts'], { env: localEnv });
  // The serializer section: the reader adds money.test.ts and runs every file.
  const all = await rstest(dir, ['run'], { env: localEnv, priority: true });
  return { dir, run, all };
});

const changed = task(async () => {
  const dir = fixtureCopy();
  edit(dir, 'src/order.ts', '    id,\n', '    id,\n    itemCount: items.length,\n');
  edit(dir, 'src/money.test.ts', 'prices are printed by the serializer', 'prints prices with the serializer');
  // Watch mode shows its shortcuts only in a terminal: `script` gives it one.
  const watch = await rstest(dir, ['-qc', `${RSTEST_BIN} watch`, '/dev/null'], {
    bin: 'script',
    env: localEnv,
    stopWhen: (output) => output.includes('to show help'),
    timeout: 60_000,
  });
  const update = await rstest(dir, ['run', '-u'], { env: localEnv, priority: true });
  return { dir, watch, update };
});

const ciRun = task(async () => {
  const dir = fixtureCopy();
  rmSync(path.join(dir, 'src/__snapshots__/money.test.ts.snap'));
  edit(dir, 'src/order.test.ts', '  await expect(renderReceipt', '  expect(renderReceipt');
  return rstest(dir, ['run'], { env });
});

test('the page shows the inline snapshot before the first run, and the fixture holds it after', () => {
  const blocks = codeBlocks(splitFrontmatter(readDoc('en', PAGE)).body).filter((b) => !/title=/.test(b.meta));
  expect(blocks.some((b) => b.code.includes(`expect(summarizeOrder('A-100', items).total).${EMPTY}`))).toBe(true);
  expect(read(fixture, 'src/order.test.ts')).toContain(FILLED);
});

test('a first local run writes the .snap file, the file snapshot and the inline snapshot the page shows', async () => {
  const { dir, run, all } = await firstRun;
  expect(run.exitCode, run.output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'first-run'), run.output)).toEqual([]);
  expect(all.exitCode, all.output).toBe(0);
  for (const file of [...SNAPSHOT_FILES, 'src/order.test.ts']) expect(read(dir, file), file).toBe(read(fixture, file));
});

test('the serializer registered in the setup file prints Money values in the snapshot', async () => {
  const { all } = await firstRun;
  expect(missingOutputLines(shownOutput(PAGE, 'serializer'), all.output)).toEqual([]);
  expect(read(fixture, 'src/__snapshots__/money.test.ts.snap')).toContain('"price": Money<12.50 EUR>,');
});

test('a changed value fails with a diff, a renamed test leaves an obsolete snapshot, and watch mode offers `u`', async () => {
  const { watch } = await changed;
  expect(missingOutputLines(shownOutput(PAGE, 'mismatch'), watch.output)).toEqual([]);
  expect(missingOutputLines(shownOutput(PAGE, 'obsolete'), watch.output)).toEqual([]);
  expect(watch.output).toContain('press u to update snapshot');
});

test('`rstest run -u` rewrites the changed snapshot and removes the obsolete one', async () => {
  const { dir, update } = await changed;
  expect(update.exitCode, update.output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'update'), update.output)).toEqual([]);
  const orderSnap = read(dir, 'src/__snapshots__/order.test.ts.snap');
  expect(orderSnap).toContain('"itemCount": 2,');
  const moneySnap = read(dir, 'src/__snapshots__/money.test.ts.snap');
  expect(moneySnap).toContain('prints prices with the serializer 1');
  expect(moneySnap).not.toContain('prices are printed by the serializer 1');
});

test('in CI a snapshot that was never committed fails, and an un-awaited file snapshot warns', async () => {
  const run = await ciRun;
  expect(run.exitCode, run.output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'ci-missing'), run.output)).toEqual([]);
  expect(missingOutputLines(shownOutput(PAGE, 'not-awaited'), run.output)).toEqual([]);
});
