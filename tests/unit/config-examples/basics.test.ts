/**
 * Runs the fixture behind the basic Test Configurations pages (include, exclude, includeSource, globals,
 * setupFiles, testEnvironment, retry, root, passWithNoTests; tests/examples/config/<option>/, shown verbatim on
 * the page) and checks the outcome the page describes. The other options have a file per group in this folder.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRsbuild, loadConfig } from '@rsbuild/core';
import { describe, expect, test } from '@rstest/core';
import { emptyConfigFile, fixtureDir, reportedFiles } from '../utils/config-pages';
import { REPO_ROOT } from '../utils/docs';
import { runRstest, testSummary } from '../utils/run-rstest';

const emptyConfig = emptyConfigFile();
const withoutConfig = (option: string) => runRstest(fixtureDir(option), ['-c', emptyConfig]);

/** Type-checks a fixture with its own tsconfig.json, as a reader's editor would. */
const typeCheck = (option: string) =>
  execFileSync(path.join(REPO_ROOT, 'node_modules/.bin/tsc'), ['-p', fixtureDir(option), '--noEmit'], { encoding: 'utf8' });

describe('include', () => {
  test('only the files under src/ run; the Playwright spec is left alone', () => {
    const run = runRstest(fixtureDir('include'));
    expect(run.exitCode).toBe(0);
    expect(reportedFiles(run.output)).toEqual(['src/slugify.test.ts']);
  });
});

describe('exclude', () => {
  test('files under __fixtures__ are not collected', () => {
    const run = runRstest(fixtureDir('exclude'));
    expect(run.exitCode).toBe(0);
    expect(reportedFiles(run.output)).toEqual(['src/parse-csv.test.ts']);
  });

  test('--exclude on the command line replaces the config patterns', () => {
    const run = runRstest(fixtureDir('exclude'), ['--exclude', '**/parse-csv*']);
    expect(reportedFiles(run.output)).toEqual(['src/__fixtures__/broken.test.ts']);
  });
});

describe('includeSource', () => {
  test('the in-source test of src/sum.ts runs; src/index.ts has none and is skipped', () => {
    const run = runRstest(fixtureDir('includeSource'));
    expect(run.exitCode).toBe(0);
    expect(reportedFiles(run.output)).toEqual(['src/sum.ts']);
    expect(testSummary(run.output).passed).toBe(1);
  });

  test('the tsconfig.json shown types import.meta.rstest', () => {
    expect(() => typeCheck('includeSource')).not.toThrow();
  });

  /**
   * Builds the fixture's src/index.ts with Rsbuild as an ES module bundle (`target: 'node'`), where Rspack leaves
   * `import.meta` alone, into a temporary folder, and returns the emitted JavaScript.
   */
  async function productionBuild(define: Record<string, string> | undefined) {
    const root = fixtureDir('includeSource');
    const distRoot = mkdtempSync(path.join(os.tmpdir(), 'rsbuild-in-source-'));
    const { content } = await loadConfig({ cwd: root });
    const rsbuild = await createRsbuild({
      cwd: root,
      rsbuildConfig: { ...content, source: { ...content.source, define }, output: { target: 'node', distPath: { root: distRoot } } },
    });
    await rsbuild.build();
    const js = readdirSync(distRoot, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    const code = js.map((file) => readFileSync(path.join(distRoot, file), 'utf8')).join('\n');
    rmSync(distRoot, { recursive: true, force: true });
    return code;
  }

  test('the rsbuild.config.ts shown drops the in-source tests from a production build', async () => {
    const withDefine = await productionBuild({ 'import.meta.rstest': 'undefined' });
    expect(withDefine).toContain('reduce');
    expect(withDefine).not.toContain('adds all numbers');
    // Without the define, the test block stays in the bundle.
    expect(await productionBuild(undefined)).toContain('adds all numbers');
  }, 120_000);
});

describe('globals', () => {
  test('describe, it and expect work without imports', () => {
    const run = runRstest(fixtureDir('globals'));
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(1);
  });

  test('without the option, the file fails with the hint the page quotes', () => {
    const run = withoutConfig('globals');
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('ReferenceError: describe is not defined. Did you forget to enable "globals" configuration?');
  });

  test('the tsconfig.json shown types the globals', () => {
    expect(() => typeCheck('globals')).not.toThrow();
  });
});

describe('setupFiles', () => {
  test('the matcher registered in the setup file works in every test file', () => {
    const run = runRstest(fixtureDir('setupFiles'));
    expect(run.exitCode).toBe(0);
    expect(reportedFiles(run.output)).toEqual(['discount.test.ts', 'rating.test.ts']);
    expect(testSummary(run.output).passed).toBe(2);
  });

  test('a path that does not exist from root stops the run with the message the page quotes', () => {
    const run = runRstest(path.dirname(fixtureDir('setupFiles')), ['-c', path.join(fixtureDir('setupFiles'), 'rstest.config.ts')]);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('Setup file ./rstest.setup.ts not found (resolved path: ');
  });
});

describe('testEnvironment', () => {
  test('jsdom gives the test a document', () => {
    const run = runRstest(fixtureDir('testEnvironment'));
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(1);
  });

  test('--testEnvironment happy-dom works as well', () => {
    expect(runRstest(fixtureDir('testEnvironment'), ['--testEnvironment', 'happy-dom']).exitCode).toBe(0);
  });

  test("in 'node', document is not defined", () => {
    const run = runRstest(fixtureDir('testEnvironment'), ['--testEnvironment', 'node']);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('ReferenceError: document is not defined');
  });

  test('an unknown name fails every file with the message the page quotes', () => {
    const run = runRstest(fixtureDir('testEnvironment'), ['--testEnvironment', 'jsdon']);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('Unknown test environment: jsdon');
  });
});

describe('retry', () => {
  test('with retry: 2 the flaky test passes on its third attempt', () => {
    const run = runRstest(fixtureDir('retry'));
    expect(run.exitCode).toBe(0);
    expect(run.output).toContain('✓ succeeds on the third attempt');
    expect(run.output).toContain('(retry x2)');
  });

  test('--retry 1 overrides the config, and the test fails', () => {
    const run = runRstest(fixtureDir('retry'), ['--retry', '1']);
    expect(run.exitCode).toBe(1);
    expect(testSummary(run.output).failed).toBe(1);
  });
});

describe('root', () => {
  test('only the tests under packages/web run, reported relative to it', () => {
    const run = runRstest(fixtureDir('root'));
    expect(run.exitCode).toBe(0);
    expect(reportedFiles(run.output)).toEqual(['src/greet.test.ts']);
  });

  test('the absolute root still works when Rstest starts in another directory', () => {
    const run = runRstest(path.join(fixtureDir('root'), 'packages'), ['-c', '../rstest.config.ts']);
    expect(run.exitCode).toBe(0);
    expect(reportedFiles(run.output)).toEqual(['src/greet.test.ts']);
  });

  // tests/examples/config/root-resolution: its config sets `root: 'packages/web'` and includes only *.check.ts.
  const resolution = fixtureDir('root-resolution');

  test('a relative root resolves from the working directory: it works there and finds nothing from elsewhere', () => {
    expect(reportedFiles(runRstest(resolution).output)).toEqual(['src/greet.check.ts']);

    const elsewhere = runRstest(path.join(resolution, 'packages'), ['-c', '../rstest.config.ts']);
    expect(elsewhere.exitCode).toBe(1);
    expect(elsewhere.output).toContain(`root: ${path.join(resolution, 'packages/packages/web')}`);
    expect(elsewhere.output).toContain('No test files found, exiting with code 1.');
  });

  test('--root looks for rstest.config.* in the new root, not in the working directory', () => {
    const run = runRstest(resolution, ['--root', 'packages/api']);
    expect(run.exitCode).toBe(0);
    expect(reportedFiles(run.output)).toEqual(['src/ping.probe.ts']);
  });

  test('--root to a folder without a config runs with the defaults', () => {
    const run = runRstest(resolution, ['--root', 'packages/web']);
    expect(run.exitCode).toBe(0);
    expect(reportedFiles(run.output)).toEqual(['src/greet.test.ts']);
  });
});

describe('passWithNoTests', () => {
  test('a package without test files exits with code 0', () => {
    const run = runRstest(fixtureDir('passWithNoTests'));
    expect(run.exitCode).toBe(0);
    expect(run.output).toContain('No test files found, exiting with code 0.');
  });

  test('without it, the same package fails', () => {
    const run = runRstest(fixtureDir('passWithNoTests'), ['--no-passWithNoTests']);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('No test files found, exiting with code 1.');
  });

  // src/index.ts declares no tests; --include makes it the one matched file.
  test('a matched file that declares no tests passes too', () => {
    const run = runRstest(fixtureDir('passWithNoTests'), ['--include', 'src/index.ts']);
    expect(run.exitCode).toBe(0);
    expect(reportedFiles(run.output)).toEqual(['src/index.ts']);
  });

  test('without it, that file fails with the message the page quotes', () => {
    const run = runRstest(fixtureDir('passWithNoTests'), ['--include', 'src/index.ts', '--no-passWithNoTests']);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('No test suites found in file');
  });
});
