/**
 * Backs guide/upgrade/to-0-12.mdx: runs each example of tests/examples/guides/to-0-12/ on @rstest/core 0.11.12 and
 * on 0.12.0 (copies whose node_modules/@rstest/core is that release: tests/unit/utils/releases.ts) and checks the old
 * and the new behaviour the page shows.
 *
 * Twenty runs, two at a time (the scripts that fail on import end at once):
 * - `scripts`: each script of api/ (`node <script> run`) on both releases: the 0.11 imports work on 0.11 only, the
 *   0.12 imports on 0.12 only.
 * - `lateRuns`: late-errors/ (a promise nothing waits for rejects after the test): 0.11 passes, 0.12 fails the file.
 * - `reporterRuns`: reporter/ (a reporter that prints the keys of the onTestRunEnd payload).
 * - `prebundleRuns`: prebundle/ (jsdom, no `prebundle`) with DEBUG=rstest: 0.12 logs the bundled environment, 0.11
 *   does not; `prebundleOnOld`: 0.11 with `prebundle: true`, which logs it; `noPrebundle`: 0.12 with the config the
 *   page gives to turn it off.
 * - `tscRuns`: `tsc -p .` over the whole example, plus two files of this test that import each type the page says
 *   left `@rstest/core/api` and its replacement.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, rs, test } from '@rstest/core';
import { READER_ENV, removeTemporaryDirs, type Run } from '../utils/concurrent-runs';
import { codeBlocks, readDoc, REPO_ROOT, splitFrontmatter } from '../utils/docs';
import { edit } from '../utils/fixture-copies';
import { guideFixtureDir, missingOutputLines, shownOutput } from '../utils/guides';
import { releasePair } from '../utils/release-pairs';
import { copyOnRelease, nodeIn, type Release, releaseChunk, releaseFile, resolvedVersion, rstestIn, tscIn } from '../utils/releases';

const PAGE = 'guide/upgrade/to-0-12.mdx';
const fixture = guideFixtureDir(PAGE);
rs.setConfig({ testTimeout: 600_000 });
afterAll(removeTemporaryDirs, 600_000);

const OLD: Release = '0.11.12';
const NEW: Release = '0.12.0';
const env = READER_ENV;
const page = readDoc('en', PAGE);

/** A copy of the example (or one of its folders) on each release, and a run in each. */
const onBoth = releasePair(fixture, OLD, NEW);

const SCRIPTS = ['cli-before', 'cli', 'create-before', 'run-before', 'run'] as const;
const apiDirs = { old: copyOnRelease(path.join(fixture, 'api'), OLD), new: copyOnRelease(path.join(fixture, 'api'), NEW) };
const scripts = Object.fromEntries(
  SCRIPTS.map((name) => [name, { old: nodeIn(apiDirs.old, `${name}.mjs`, ['run'], { env }), new: nodeIn(apiDirs.new, `${name}.mjs`, ['run'], { env }) }]),
) as Record<(typeof SCRIPTS)[number], { old: Promise<Run>; new: Promise<Run> }>;

const lateRuns = onBoth('late-errors', (dir) => rstestIn(dir, ['run'], { env }));
const reporterRuns = onBoth('reporter', (dir) => rstestIn(dir, ['run'], { env }));
const debug = { ...env, DEBUG: 'rstest' };
const prebundleRuns = onBoth('prebundle', (dir) => rstestIn(dir, ['run'], { env: debug }), ['jsdom']);

/** The config the page gives to turn prebundling off: its untitled block that sets `prebundle: false`. */
const noPrebundleConfig = codeBlocks(splitFrontmatter(page).body).find((block) => !block.meta && block.code.includes('prebundle: false'))?.code;
const noPrebundle = (() => {
  const dir = copyOnRelease(path.join(fixture, 'prebundle'), NEW, ['jsdom']);
  if (!noPrebundleConfig) throw new Error(`${PAGE} shows no config with \`prebundle: false\``);
  writeFileSync(path.join(dir, 'rstest.config.ts'), `${noPrebundleConfig}\n`);
  return rstestIn(dir, ['run'], { env: debug });
})();

/** 0.11 with `prebundle: true`: it logs the same line when it does prebundle, so the line's absence above means something. */
const prebundleOnOld = (() => {
  const dir = copyOnRelease(path.join(fixture, 'prebundle'), OLD, ['jsdom']);
  edit(dir, 'rstest.config.ts', "testEnvironment: 'jsdom',", "testEnvironment: { name: 'jsdom', prebundle: true },");
  return rstestIn(dir, ['run'], { env: debug });
})();

/** What the page says `@rstest/core/api` no longer exports, and where each replacement comes from. */
const LEFT_API = ['RstestUserConfig', 'Reporter', 'TestFileResult', 'TestResult', 'RunRstestOptions', 'SerializedError'];
const REPLACEMENTS = { '@rstest/core/api': ['RstestConfig'], '@rstest/core': ['RstestConfig', 'Reporter', 'TestFileResult', 'TestResult'] };
const tscRuns = onBoth('.', (dir, version) => {
  // One import per line, so that each name the release lacks is one error on its own line.
  writeFileSync(path.join(dir, 'probe-left.ts'), LEFT_API.map((name) => `import type { ${name} } from '@rstest/core/api';\n`).join(''));
  if (version === NEW) {
    const imports = Object.entries(REPLACEMENTS).flatMap(([from, names]) => names.map((name) => [name, from]));
    const lines = imports.map(([name, from], i) => `import type { ${name} as Replacement${i} } from '${from}';\n`);
    writeFileSync(path.join(dir, 'probe-replacements.ts'), lines.join(''));
  }
  return tscIn(dir);
});

test('each copy imports the release it is meant to run', () => {
  for (const runs of [lateRuns, reporterRuns, prebundleRuns, tscRuns, { dirs: apiDirs }]) {
    expect(resolvedVersion(runs.dirs.old)).toBe(OLD);
    expect(resolvedVersion(runs.dirs.new)).toBe(NEW);
  }
});

describe('createRstest, runCLI and runRstest', () => {
  test('runCLI: from @rstest/core on 0.11, from @rstest/core/api on 0.12, and neither import works on the other', async () => {
    const before = { old: await scripts['cli-before'].old, new: await scripts['cli-before'].new };
    const after = { old: await scripts.cli.old, new: await scripts.cli.new };
    expect(before.old.exitCode, before.old.output).toBe(0);
    expect(missingOutputLines(shownOutput(PAGE, 'cli-0.11'), before.old.output)).toEqual([]);
    expect(before.new.exitCode).toBe(1);
    expect(missingOutputLines(shownOutput(PAGE, 'cli-before-0.12'), before.new.output)).toEqual([]);
    expect(after.new.exitCode, after.new.output).toBe(0);
    expect(missingOutputLines(shownOutput(PAGE, 'cli-0.12'), after.new.output)).toEqual([]);
    expect(after.old.exitCode).toBe(1);
    const quoted = /the same file stops with `([^`]+)`/.exec(page)?.[1];
    expect(quoted).toBeDefined();
    expect(after.old.output).toContain(`SyntaxError: ${quoted}`);
  });

  test('createRstest with initCli runs the tests on 0.11 and fails to import on 0.12; its replacement runs on 0.12 only', async () => {
    const before = { old: await scripts['create-before'].old, new: await scripts['create-before'].new };
    const after = { old: await scripts.run.old, new: await scripts.run.new };
    expect(before.old.exitCode, before.old.output).toBe(0);
    expect(before.old.output).toMatch(/✓ src\/cart\.test\.ts \(1\)/);
    expect(before.new.exitCode).toBe(1);
    expect(missingOutputLines(shownOutput(PAGE, 'create-before-0.12'), before.new.output)).toEqual([]);
    expect(after.new.exitCode, after.new.output).toBe(0);
    expect(missingOutputLines(shownOutput(PAGE, 'run-0.12'), after.new.output)).toEqual([]);
    expect(after.old.exitCode).toBe(1);
    expect(after.old.output).toContain("SyntaxError: The requested module '@rstest/core/api' does not provide an export named 'createRstest'");
  });

  test('runRstest runs on 0.11 and is gone from 0.12', async () => {
    const [old, current] = [await scripts['run-before'].old, await scripts['run-before'].new];
    expect(old.exitCode, old.output).toBe(0);
    expect(missingOutputLines(shownOutput(PAGE, 'run-before-0.11'), old.output)).toEqual([]);
    expect(current.exitCode).toBe(1);
    expect(missingOutputLines(shownOutput(PAGE, 'run-before-0.12'), current.output)).toEqual([]);
  });

  test('runRstest came with 0.10: 0.9 has no @rstest/core/api, 0.10 declares runRstest in it', () => {
    expect(Object.keys(JSON.parse(releaseFile('0.9.10', 'package.json')).exports)).not.toContain('./api');
    expect(releaseFile('0.10.6', 'dist/api/index.d.ts')).toMatch(/export declare function runRstest\(/);
    expect(page).toContain('0.10 added `runRstest` to `@rstest/core/api`; 0.12 removed it.');
  });

  test('the types the page says left @rstest/core/api are there on 0.11, gone on 0.12, and the replacements exist', async () => {
    expect(page).toContain('- `RstestUserConfig`: use `RstestConfig`, from `@rstest/core/api` or `@rstest/core`.');
    expect(page).toContain('- `Reporter`, `TestFileResult` and `TestResult`: import them from `@rstest/core`.');
    expect(page).toContain('- `RunRstestOptions` and `SerializedError`: no replacement;');
    const [old, current] = await Promise.all([tscRuns.old, tscRuns.new]);
    // 0.11: the example and the probe type-check.
    expect(old.exitCode, old.output).toBe(0);
    expect(old.output.trim()).toBe('');
    // 0.12: one error per name that left, none for the replacements.
    const probeErrors = current.output.split('\n').filter((line) => line.startsWith('probe-'));
    expect(probeErrors.map((line) => /^probe-left\.ts\((\d+),/.exec(line)?.[1]).map(Number)).toEqual(LEFT_API.map((_, i) => i + 1));
    expect(missingOutputLines(shownOutput(PAGE, 'tsc-api-types'), current.output)).toEqual([]);
  });
});

describe('errors thrown after a test', () => {
  test('0.11 logs the rejection and passes the file', async () => {
    const { exitCode, output } = await lateRuns.old;
    expect(exitCode, output).toBe(0);
    expect(missingOutputLines(shownOutput(PAGE, 'late-0.11'), output)).toEqual([]);
  });

  test('0.12 fails the file and the run, while its test passes', async () => {
    const { exitCode, output } = await lateRuns.new;
    expect(exitCode, output).toBe(1);
    expect(missingOutputLines(shownOutput(PAGE, 'late-0.12'), output)).toEqual([]);
  });

  test('the test that mocks the failing module passes on both', async () => {
    for (const { output } of await Promise.all([lateRuns.old, lateRuns.new])) expect(output).toMatch(/✓ src\/page-mocked\.test\.ts \(1\)/);
  });
});

describe('reporter payload', () => {
  test('0.11 has filterRerunTestPaths, 0.12 rerunTestPaths (and summary)', async () => {
    const [old, current] = await Promise.all([reporterRuns.old, reporterRuns.new]);
    expect(old.exitCode, old.output).toBe(0);
    expect(current.exitCode, current.output).toBe(0);
    expect(missingOutputLines(shownOutput(PAGE, 'reporter-0.11'), old.output)).toEqual([]);
    expect(missingOutputLines(shownOutput(PAGE, 'reporter-0.12'), current.output)).toEqual([]);
  });

  test("0.12's types reject the old name", async () => {
    const [old, current] = await Promise.all([tscRuns.old, tscRuns.new]);
    expect(old.exitCode).toBe(0);
    expect(missingOutputLines(shownOutput(PAGE, 'tsc-rerun'), current.output)).toEqual([]);
    // The example's own files fail on nothing else.
    expect(current.output.split('\n').filter((line) => /^\S+\.ts\(\d+,\d+\): error/.test(line) && !line.startsWith('probe-'))).toHaveLength(4);
  });

  test('unhandledErrors went from Error[] to SerializedError[], and onExit may return a promise', () => {
    expect(releaseFile(OLD, 'dist/index.d.ts')).toMatch(/unhandledErrors\?: Error\[\];\s*snapshotSummary: SnapshotSummary;\s*filterRerunTestPaths\?: string\[\];/);
    expect(releaseFile(OLD, 'dist/index.d.ts')).toMatch(/\*\/ onExit\?: \(\) => void;/);
    const declared = releaseFile(NEW, 'dist/index.d.ts');
    expect(declared).toMatch(/interface TestRunEndPayload \{[^}]*unhandledErrors: SerializedError\[\];[^}]*rerunTestPaths\?: string\[\];/);
    expect(declared).toMatch(/\*\/ onExit\?: \(\) => MaybePromise<void>;/);
    expect(declared).toMatch(/interface SerializedError \{[^}]*message: string;\s*name\?: string;\s*stack\?: string;/);
  });
});

describe('testEnvironment.prebundle', () => {
  const BUNDLED = /bundled test environment jsdom from \S*jsdom\/lib\/api\.js \(\d+\.\d\d MB\)/;

  test('the tests pass on both; with DEBUG=rstest only 0.12 logs the bundled environment', async () => {
    const [old, current] = await Promise.all([prebundleRuns.old, prebundleRuns.new]);
    expect(old.exitCode, old.output).toBe(0);
    expect(current.exitCode, current.output).toBe(0);
    expect(old.output).toContain(`Rstest v${OLD}`);
    expect(current.output).toContain(`Rstest v${NEW}`);
    expect(current.output).toMatch(BUNDLED);
    expect(old.output).not.toContain('bundled test environment');
    expect(page).toContain('0.12 logs `bundled test environment jsdom from …/jsdom/lib/api.js` and its size; 0.11 logs no such line.');
  });

  test('0.11 logs the same line when prebundle is set to true', async () => {
    const { exitCode, output } = await prebundleOnOld;
    expect(exitCode, output).toBe(0);
    expect(output).toContain(`Rstest v${OLD}`);
    expect(output).toMatch(BUNDLED);
  });

  test("the page's config with prebundle: false turns it off on 0.12", async () => {
    const { exitCode, output } = await noPrebundle;
    expect(exitCode, output).toBe(0);
    expect(output).toContain(`Rstest v${NEW}`);
    expect(output).not.toContain('bundled test environment');
  });

  test('the defaults and the fallback warning are those the packages declare', () => {
    expect(releaseChunk(OLD, 'const shouldPrebundle')).toContain('testEnvironment.prebundle ?? false;');
    expect(releaseChunk(NEW, 'const shouldPrebundle')).toContain("testEnvironment.prebundle ?? 'auto';");
    const warning = /warns `(Failed to load the test environment prebundle for "jsdom"; falling back to its native entry\.)`/.exec(page)?.[1];
    expect(warning).toBeDefined();
    expect(releaseChunk(NEW, 'formatTestEnvironmentPrebundleFallbackWarning')).toContain(
      'Failed to load the test environment prebundle for "${packageName}"; falling back to its native entry.',
    );
  });
});

describe('what the packages declare', () => {
  test('the coverage providers of 0.12 want @rstest/core ^0.12.0', () => {
    for (const provider of ['coverage-istanbul', 'coverage-v8']) {
      const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules/@rstest', provider, 'package.json'), 'utf8'));
      expect(manifest.version).toBe(NEW);
      expect(manifest.peerDependencies['@rstest/core']).toBe('^0.12.0');
    }
    expect(page).toContain('declare a peer dependency on `@rstest/core` `^0.12.0`');
  });

  test('0.12 refuses an @rstest/browser of another version, with the message the page quotes', () => {
    const loader = releaseChunk(NEW, "resolve('@rstest/browser/internal')");
    expect(loader).toContain(`const coreVersion = "${NEW}"`);
    expect(loader).toMatch(/if \(browserVersion !== coreVersion\)/);
    expect(loader).toContain("Version mismatch between ${logger_color.cyan('@rstest/core')} and ${logger_color.cyan('@rstest/browser')}");
    expect(page).toContain('`Version mismatch between @rstest/core and @rstest/browser`');
  });
});
