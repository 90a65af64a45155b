/**
 * Backs guide/basic/coverage.mdx: runs its fixture (tests/examples/guides/coverage/) and checks what the page says
 * happens. Coverage runs write reports, so each works on a copy in a temporary folder.
 *
 * Three Rstest runs (coverage runs are slow: the first instruments with a cold build cache):
 * - `full`: `rstest run --coverage` with the repository's node_modules (the default provider, istanbul): the table,
 *   the report files of the text, html and lcov reporters, the threshold errors and exit code 1.
 * - `missing`: the same in a copy that sees @rstest/core but no provider package: the error the page quotes.
 * - `changed`: a Git repository made of the copy, with one source file edited after the commit, run with
 *   `--coverage --coverage.changed`: only the changed file is reported.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, rs, test } from '@rstest/core';
import { copyWithModules, READER_ENV, removeTemporaryDirs, rstest, task, temporaryDir } from '../utils/concurrent-runs';
import { REPO_ROOT } from '../utils/docs';
import { guideFixtureDir, missingOutputLines, shownOutput } from '../utils/guides';

const PAGE = 'guide/basic/coverage.mdx';
const fixture = guideFixtureDir(PAGE);
rs.setConfig({ testTimeout: 600_000 });
afterAll(removeTemporaryDirs, 600_000);

const env = READER_ENV;

/** A copy of the fixture; `all` links the repository's node_modules, `core-only` only @rstest/core. */
const fixtureCopy = (modules: 'all' | 'core-only') =>
  copyWithModules(fixture, path.join(temporaryDir('rstest-guide-coverage-'), 'project'), modules);

const full = task(async () => {
  const dir = fixtureCopy('all');
  return { dir, run: await rstest(dir, ['run', '--coverage'], { env, timeout: 120_000 }) };
});

const changed = task(async () => {
  const dir = fixtureCopy('all');
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Guide', '-c', 'user.email=guide@example.com', ...args], { cwd: dir });
  writeFileSync(path.join(dir, '.gitignore'), 'node_modules\ncoverage\n');
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'initial');
  // The reader's edit, after the last commit: a new function in src/cart.ts.
  writeFileSync(
    path.join(dir, 'src/cart.ts'),
    `${readFileSync(path.join(dir, 'src/cart.ts'), 'utf8')}\nexport function removeItem(items: Item[], sku: string): Item[] {\n  return items.filter((i) => i.sku !== sku);\n}\n`,
  );
  return { dir, run: await rstest(dir, ['run', '--coverage', '--coverage.changed'], { env, timeout: 120_000 }) };
});

const missing = rstest(fixtureCopy('core-only'), ['run', '--coverage'], { env });

test('`rstest run --coverage` prints the table, writes the reports and fails on the thresholds', async () => {
  const { dir, run } = await full;
  expect(run.exitCode, run.output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'coverage'), run.output)).toEqual([]);
  for (const file of ['index.html', 'cart.ts.html', 'shipping.ts.html', 'lcov.info', 'lcov-report/index.html']) {
    expect(existsSync(path.join(dir, 'coverage', file)), file).toBe(true);
  }
  // The excluded generated file is in no report.
  expect(readFileSync(path.join(dir, 'coverage/lcov.info'), 'utf8')).not.toContain('routes.ts');
  expect(existsSync(path.join(dir, 'coverage/generated'))).toBe(false);
});

test('without the provider package the run stops with the message the page quotes', async () => {
  const run = await missing;
  expect(run.exitCode, run.output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'missing-provider'), run.output)).toEqual([]);
  expect(run.output).toMatch(/Failed to load coverage provider module: @rstest\/coverage-istanbul in \S+, please make sure it is installed\./);
});

test('with --coverage.changed only the changed file is reported', async () => {
  const { run } = await changed;
  expect(missingOutputLines(shownOutput(PAGE, 'changed'), run.output)).toEqual([]);
  expect(run.output).not.toContain('shipping.ts');
  expect(run.exitCode, run.output).toBe(1);
});
