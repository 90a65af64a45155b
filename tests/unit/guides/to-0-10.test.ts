/**
 * Backs guide/upgrade/to-0-10.mdx: runs each example of tests/examples/guides/to-0-10/ on @rstest/core 0.9.10 and on
 * 0.10.6 (copies whose node_modules/@rstest/core is that release: tests/unit/utils/releases.ts) and checks the old and
 * the new behaviour the page shows.
 *
 * Eight runs, two at a time:
 * - `aliasRuns`: mock-alias/ (`rs as vi` + `vi.mock`, plain `rs.mock`, `vi.fn`/`vi.spyOn`): 0.9 ignores the aliased
 *   mock, 0.10 throws; the other two files pass on both.
 * - `stackRuns`: include-stack/ (a config with `chaiConfig.includeStack`): both releases run it without complaint.
 * - `tscRuns`: `tsc -p .` over the whole example: 0.9's types accept `includeStack`, 0.10's reject it.
 * - `entryRuns`: browser-entry/entry.mjs: which name of the browser entry point each release exports.
 */
import path from 'node:path';
import { afterAll, describe, expect, rs, test } from '@rstest/core';
import { READER_ENV, removeTemporaryDirs } from '../utils/concurrent-runs';
import { readDoc } from '../utils/docs';
import { guideFixtureDir, missingOutputLines, shownOutput } from '../utils/guides';
import { releasePair } from '../utils/release-pairs';
import { copyOnRelease, nodeIn, type Release, releaseChunk, releaseChunks, releaseFile, resolvedVersion, rstestIn, tscIn } from '../utils/releases';

const PAGE = 'guide/upgrade/to-0-10.mdx';
const fixture = guideFixtureDir(PAGE);
rs.setConfig({ testTimeout: 600_000 });
afterAll(removeTemporaryDirs, 600_000);

const OLD: Release = '0.9.10';
const NEW: Release = '0.10.6';
const env = READER_ENV;

/** A copy of the example (or one of its folders) on each release, and a run in each. */
const onBoth = releasePair(fixture, OLD, NEW);

const aliasRuns = onBoth('mock-alias', (dir) => rstestIn(dir, ['run'], { env }));
const stackRuns = onBoth('include-stack', (dir) => rstestIn(dir, ['run'], { env }));
const tscRuns = onBoth('.', (dir) => tscIn(dir));
const entryRuns = onBoth('browser-entry', (dir) => nodeIn(dir, 'entry.mjs'));

test('each copy imports the release it is meant to run', () => {
  for (const runs of [aliasRuns, stackRuns, tscRuns, entryRuns]) {
    expect(resolvedVersion(runs.dirs.old)).toBe(OLD);
    expect(resolvedVersion(runs.dirs.new)).toBe(NEW);
  }
});

describe('module mocks called through an alias', () => {
  test('0.9 ignores `vi.mock` through `rs as vi`: the module stays real and the assertion fails', async () => {
    const { exitCode, output } = await aliasRuns.old;
    expect(exitCode, output).toBe(1);
    expect(output).toContain(`Rstest v${OLD}`);
    expect(missingOutputLines(shownOutput(PAGE, 'alias-0.9'), output)).toEqual([]);
  });

  test('0.10 throws when the file calls it; the direct call and `vi.fn`/`vi.spyOn` through the alias pass on both', async () => {
    const [old, current] = await Promise.all([aliasRuns.old, aliasRuns.new]);
    expect(current.exitCode, current.output).toBe(1);
    expect(current.output).toContain(`Rstest v${NEW}`);
    expect(missingOutputLines(shownOutput(PAGE, 'alias-0.10'), current.output)).toEqual([]);
    for (const { output } of [old, current]) {
      expect(output).toMatch(/✓ src\/direct\.test\.ts \(1\)/);
      expect(output).toMatch(/✓ src\/alias-fn\.test\.ts \(1\)/);
    }
  });

  test('the module APIs the page lists are those 0.10 refuses to run untransformed', () => {
    const code = [...releaseChunks(NEW).values()].join('\n');
    const refused = [...code.matchAll(/createPluginManagedApi\('(\w+)'\)/g)].map((m) => m[1]);
    const sentence = /The same applies to the other module APIs[^\n]*?: (.*?)\. Other functions/.exec(readDoc('en', PAGE))?.[1] ?? '';
    const listed = [...sentence.matchAll(/`(\w+)`/g)].map((m) => m[1]);
    expect(refused.length).toBeGreaterThan(0);
    expect(listed).toEqual(refused);
  });
});

describe('chaiConfig.includeStack', () => {
  test('Rstest accepts the key on both releases: the test passes, with no warning', async () => {
    for (const [version, run] of [
      [OLD, stackRuns.old],
      [NEW, stackRuns.new],
    ] as const) {
      const { exitCode, output } = await run;
      expect(exitCode, output).toBe(0);
      expect(output).toContain(`Rstest v${version}`);
      expect(output).not.toMatch(/warn|includeStack/i);
    }
  });

  test("0.9's types accept it; 0.10's reject it with the error the page shows", async () => {
    const [old, current] = await Promise.all([tscRuns.old, tscRuns.new]);
    expect(old.exitCode, old.output).toBe(0);
    expect(old.output.trim()).toBe('');
    expect(current.exitCode, current.output).toBe(1);
    expect(missingOutputLines(shownOutput(PAGE, 'tsc-0.10'), current.output)).toEqual([]);
    // Nothing else in the example fails the type check.
    expect(current.output.match(/error TS\d+/g)).toHaveLength(1);
  });
});

describe('browser entry points', () => {
  test('0.9 exports @rstest/core/browser, 0.10 @rstest/core/internal/browser', async () => {
    const [old, current] = await Promise.all([entryRuns.old, entryRuns.new]);
    expect(missingOutputLines(shownOutput(PAGE, 'entry-0.9'), old.output)).toEqual([]);
    expect(missingOutputLines(shownOutput(PAGE, 'entry-0.10'), current.output)).toEqual([]);
  });

  test("the page's table is the rename in the packages' exports", () => {
    const exportsOf = (version: Release) => Object.keys(JSON.parse(releaseFile(version, 'package.json')).exports);
    const table = [...readDoc('en', PAGE).matchAll(/^\| `(@rstest\/core\/[\w/-]+)` \| `(@rstest\/core\/[\w/-]+)` \|$/gm)];
    expect(table).toHaveLength(2);
    for (const [, before, after] of table) {
      const [oldName, newName] = [before, after].map((name) => name.replace('@rstest/core', '.'));
      expect(exportsOf(OLD)).toContain(oldName);
      expect(exportsOf(OLD)).not.toContain(newName);
      expect(exportsOf(NEW)).toContain(newName);
      expect(exportsOf(NEW)).not.toContain(oldName);
    }
  });

  test('0.10 refuses an @rstest/browser of another version, with the message the page quotes', () => {
    const loader = releaseChunk(NEW, "resolve('@rstest/browser/internal')");
    expect(loader).toBeDefined();
    expect(loader).toContain(`const coreVersion = "${NEW}"`);
    expect(loader).toMatch(/if \(browserVersion !== coreVersion\)/);
    expect(loader).toContain('Version mismatch between ${logger_color.cyan(\'@rstest/core\')} and ${logger_color.cyan(\'@rstest/browser\')}');
    expect(readDoc('en', PAGE)).toContain('`Version mismatch between @rstest/core and @rstest/browser`');
  });
});
