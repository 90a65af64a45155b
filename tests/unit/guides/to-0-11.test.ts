/**
 * Backs guide/upgrade/to-0-11.mdx: runs each example of tests/examples/guides/to-0-11/ on @rstest/core 0.10.6 and on
 * 0.11.12 (copies whose node_modules/@rstest/core is that release: tests/unit/utils/releases.ts) and checks the old and
 * the new behaviour the page shows.
 *
 * Eleven runs, two at a time:
 * - `shardRuns`: shard/ (`shard` in the config, four test files): 0.10 runs one shard, 0.11 warns and runs all;
 *   `shardFlag`: the same on 0.11 without the key, with `--shard 1/2`.
 * - `minWorkersRuns`: min-workers/ (`maxWorkers: 1, minWorkers: 2`): 0.10 refuses it, 0.11 runs;
 *   `helpRuns`: `rstest run --help`, which lists `--pool.minWorkers` on 0.10 only.
 * - `defaultsRuns`: defaults/resolved-config.mjs: the resolved `coverage.exclude` and browser-mode `testTimeout`.
 * - `tscRuns`: `tsc -p .` over the whole example: 0.10's types accept both configs, 0.11's reject `shard` only.
 */
import path from 'node:path';
import { afterAll, describe, expect, rs, test } from '@rstest/core';
import { READER_ENV, removeTemporaryDirs } from '../utils/concurrent-runs';
import { readDoc } from '../utils/docs';
import { removeLines } from '../utils/fixture-copies';
import { guideFixtureDir, missingOutputLines, shownOutput } from '../utils/guides';
import { releasePair } from '../utils/release-pairs';
import { copyOnRelease, nodeIn, type Release, releaseChunk, releaseFile, resolvedVersion, rstestIn, tscIn } from '../utils/releases';

const PAGE = 'guide/upgrade/to-0-11.mdx';
const fixture = guideFixtureDir(PAGE);
rs.setConfig({ testTimeout: 600_000 });
afterAll(removeTemporaryDirs, 600_000);

const OLD: Release = '0.10.6';
const NEW: Release = '0.11.12';
const env = READER_ENV;

/** A copy of the example (or one of its folders) on each release, and a run in each. */
const onBoth = releasePair(fixture, OLD, NEW);

const shardRuns = onBoth('shard', (dir) => rstestIn(dir, ['run'], { env }));
/** shard/ on 0.11 as the page says to change it: the key deleted, the shard given on the command line. */
const withoutShardKey = copyOnRelease(path.join(fixture, 'shard'), NEW);
removeLines(withoutShardKey, 'rstest.config.ts', /shard/);
const shardFlag = rstestIn(withoutShardKey, ['run', '--shard', '1/2'], { env });
const minWorkersRuns = onBoth('min-workers', (dir) => rstestIn(dir, ['run'], { env }));
const helpRuns = onBoth('min-workers', (dir) => rstestIn(dir, ['run', '--help'], { env }));
const defaultsRuns = onBoth('defaults', (dir) => nodeIn(dir, 'resolved-config.mjs'));
const tscRuns = onBoth('.', (dir) => tscIn(dir));

test('each copy imports the release it is meant to run', () => {
  for (const runs of [shardRuns, minWorkersRuns, helpRuns, defaultsRuns, tscRuns]) {
    expect(resolvedVersion(runs.dirs.old)).toBe(OLD);
    expect(resolvedVersion(runs.dirs.new)).toBe(NEW);
  }
  expect(resolvedVersion(withoutShardKey)).toBe(NEW);
});

describe('shard', () => {
  test('0.10 runs the shard the config names', async () => {
    const { exitCode, output } = await shardRuns.old;
    expect(exitCode, output).toBe(0);
    expect(missingOutputLines(shownOutput(PAGE, 'shard-0.10'), output)).toEqual([]);
  });

  test('0.11 warns that it ignores the key and runs every file', async () => {
    const { exitCode, output } = await shardRuns.new;
    expect(exitCode, output).toBe(0);
    expect(missingOutputLines(shownOutput(PAGE, 'shard-0.11'), output)).toEqual([]);
    expect(output).not.toContain('Running shard');
  });

  test('0.11 without the key, with --shard 1/2, runs the same shard and warns no more', async () => {
    const { exitCode, output } = await shardFlag;
    expect(exitCode, output).toBe(0);
    expect(output).toContain(`Rstest v${NEW}`);
    expect(missingOutputLines(shownOutput(PAGE, 'shard-flag'), output)).toEqual([]);
    expect(output).not.toContain('warn');
  });
});

describe('pool.minWorkers', () => {
  test('0.10 refuses maxWorkers below minWorkers; 0.11 no longer reads minWorkers and runs', async () => {
    const [old, current] = await Promise.all([minWorkersRuns.old, minWorkersRuns.new]);
    expect(old.exitCode, old.output).toBe(1);
    expect(missingOutputLines(shownOutput(PAGE, 'min-workers-0.10'), old.output)).toEqual([]);
    expect(current.exitCode, current.output).toBe(0);
    expect(missingOutputLines(shownOutput(PAGE, 'min-workers-0.11'), current.output)).toEqual([]);
    expect(current.output).not.toMatch(/warn|minWorkers/);
  });

  test('`rstest run --help` lists --pool.minWorkers on 0.10 only', async () => {
    const [old, current] = await Promise.all([helpRuns.old, helpRuns.new]);
    expect(old.output).toContain(`rstest/${OLD}`);
    expect(current.output).toContain(`rstest/${NEW}`);
    expect(old.output).toMatch(/^\s*--pool\.minWorkers <value>/m);
    expect(current.output).toMatch(/^\s*--pool\.maxWorkers <value>/m);
    expect(current.output).not.toContain('minWorkers');
  });
});

describe('resolved defaults', () => {
  test('coverage.exclude: 0.10 has **/test/**, 0.11 not; a pattern of yours is added to the defaults', async () => {
    const [old, current] = await Promise.all([defaultsRuns.old, defaultsRuns.new]);
    expect(old.exitCode, old.output).toBe(0);
    expect(current.exitCode, current.output).toBe(0);
    expect(missingOutputLines(shownOutput(PAGE, 'coverage-0.10'), old.output)).toEqual([]);
    expect(missingOutputLines(shownOutput(PAGE, 'coverage-0.11'), current.output)).toEqual([]);
    expect(missingOutputLines(shownOutput(PAGE, 'coverage-own-exclude'), current.output)).toEqual([]);
  });

  test('browser-mode testTimeout: 5000 on 0.10, 15000 on 0.11, and a value you set is kept', async () => {
    const [old, current] = await Promise.all([defaultsRuns.old, defaultsRuns.new]);
    expect(missingOutputLines(shownOutput(PAGE, 'timeout-0.10'), old.output)).toEqual([]);
    expect(missingOutputLines(shownOutput(PAGE, 'timeout-0.11'), current.output)).toEqual([]);
    expect(missingOutputLines(shownOutput(PAGE, 'timeout-own'), current.output)).toEqual([]);
  });
});

test("type check: 0.10's types accept both configs; 0.11's reject `shard` and let `minWorkers` through", async () => {
  const [old, current] = await Promise.all([tscRuns.old, tscRuns.new]);
  expect(old.exitCode, old.output).toBe(0);
  expect(old.output.trim()).toBe('');
  expect(current.exitCode, current.output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'tsc-shard'), current.output)).toEqual([]);
  expect(current.output.match(/error TS\d+/g)).toHaveLength(1);
});

describe('what the packages declare', () => {
  test('jsdom: any version for 0.10, >=15.0.0 for 0.11, optional in both', () => {
    const manifest = (version: Release) => JSON.parse(releaseFile(version, 'package.json'));
    expect(manifest(OLD).peerDependencies.jsdom).toBe('*');
    expect(manifest(NEW).peerDependencies.jsdom).toBe('>=15.0.0');
    for (const version of [OLD, NEW]) expect(manifest(version).peerDependenciesMeta.jsdom).toEqual({ optional: true });
    expect(readDoc('en', PAGE)).toContain('with the range `>=15.0.0`, where 0.10 accepted any version');
  });

  test("the deprecated matchers in the page's table are those 0.11 marks, with the replacements their tags name", () => {
    const deprecated = (version: Release) =>
      [...releaseFile(version, 'dist/index.d.ts').matchAll(/@deprecated Use `(\w+)` instead\s*\*\/\s*(\w+)\s*[:(<]/g)].map((m) => [m[2], m[1]]);
    const table = [...readDoc('en', PAGE).matchAll(/^\| `(\w+)` \| \[`(\w+)`\]\(\/api\/test-api\/\w+#(\w+)\) \|$/gm)];
    expect(deprecated(OLD)).toEqual([]);
    expect(
      table.map(([, alias, replacement]) => [alias, replacement]).sort(),
    ).toEqual(deprecated(NEW).sort());
    // Each link goes to the replacement's own heading.
    for (const [, , replacement, anchor] of table) expect(anchor).toBe(replacement.toLowerCase());
  });

  test('0.11 refuses an @rstest/browser of another version, with the message the page quotes', () => {
    const loader = releaseChunk(NEW, "resolve('@rstest/browser/internal')");
    expect(loader).toContain(`const coreVersion = "${NEW}"`);
    expect(loader).toMatch(/if \(browserVersion !== coreVersion\)/);
    expect(loader).toContain("Version mismatch between ${logger_color.cyan('@rstest/core')} and ${logger_color.cyan('@rstest/browser')}");
    expect(readDoc('en', PAGE)).toContain('`Version mismatch between @rstest/core and @rstest/browser`');
  });
});
