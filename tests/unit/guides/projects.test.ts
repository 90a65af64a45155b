/**
 * guide/advanced/projects.mdx: the monorepo fixture (two packages and an inline project).
 * Runs (five Rstest processes, two at a time, plus one plain `node` call):
 *   - `rstest run` at the root: every project passes (the fixture's own tests check the environments and that
 *     shared setup files run before a package's own: `extends` and `mergeProjectConfig` concatenate arrays);
 *   - `rstest run --project @demo/b`: one project, without project labels;
 *   - `rstest list --project '!@demo/b'`: a negated name pattern;
 *   - `rstest run --project packages/b`: a folder is not a name, the run stops;
 *   - `rstest run` in mistakes/: `testEnvironment` next to `projects` reaches no project;
 *   - node calling `mergeRstestConfig` / `mergeProjectConfig` (they are not exported inside test files).
 */
import path from 'node:path';
import { afterAll, expect, rs, test } from '@rstest/core';
import { READER_ENV, removeTemporaryDirs, rstest } from '../utils/concurrent-runs';
import { REPO_ROOT } from '../utils/docs';
import { guideFixtureDir, missingOutputLines, shownOutput } from '../utils/guides';

const PAGE = 'guide/advanced/projects.mdx';
const fixture = guideFixtureDir(PAGE);
rs.setConfig({ testTimeout: 600_000 });
afterAll(removeTemporaryDirs, 600_000);

const env = READER_ENV;
const all = rstest(fixture, ['run'], { env });
const one = rstest(fixture, ['run', '--project', '@demo/b'], { env });
const list = rstest(fixture, ['list', '--project', '!@demo/b'], { env });
const byPath = rstest(fixture, ['run', '--project', 'packages/b'], { env });
const topLevel = rstest(path.join(fixture, 'mistakes'), ['run'], { env });
const merged = rstest(
  REPO_ROOT,
  [
    '--input-type=module',
    '-e',
    `import { mergeRstestConfig, mergeProjectConfig } from '@rstest/core';
const a = { include: ['a'], setupFiles: ['x'], env: { A: '1', C: 'a' }, reporters: ['default'], exclude: ['e1'], testTimeout: 1 };
const b = { include: ['b'], setupFiles: ['y'], env: { B: '2', C: 'b' }, reporters: ['dot'], exclude: ['e2'], testTimeout: 2 };
console.log(JSON.stringify([mergeRstestConfig(a, b), mergeProjectConfig(a, b)]));`,
  ],
  { bin: process.execPath, env },
);

/** The test file lines of a report in path order: files finish in parallel, in any order. */
function filesSorted(output: string): string {
  const lines = output.split('\n');
  const isFile = (line: string) => /^\s*[✓✗] /.test(line);
  const files = lines.filter(isFile).sort((a, b) => a.replace(/^.*\] /, '').localeCompare(b.replace(/^.*\] /, '')));
  return lines.map((line) => (isFile(line) ? files.shift() : line)).join('\n');
}

test('`npx rstest run` runs every project, each file labelled with its project name', async () => {
  const { exitCode, output } = await all;
  expect(exitCode, output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'run'), filesSorted(output))).toEqual([]);
});

test('`--project @demo/b` runs that project alone, without labels', async () => {
  const { exitCode, output } = await one;
  expect(exitCode, output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'one-project'), output)).toEqual([]);
  expect(output).not.toContain('[@demo/b]');
  expect(output).not.toContain('slug.test.ts');
});

test("`rstest list --project '!@demo/b'` lists the tests of the other projects", async () => {
  const { exitCode, output } = await list;
  expect(exitCode, output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'list'), output)).toEqual([]);
  expect(output).not.toContain('badge.test.ts');
});

test('`--project` with a folder path finds no project and exits with 1', async () => {
  const { exitCode, output } = await byPath;
  expect(exitCode).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'no-project'), output)).toEqual([]);
});

test('`testEnvironment` next to `projects` reaches no project', async () => {
  const { exitCode, output } = await topLevel;
  expect(exitCode).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'top-level-env'), output)).toEqual([]);
});

test('the merge helpers: later single values win, objects merge, arrays concatenate, include and reporters are replaced', async () => {
  const { exitCode, stdout, stderr } = await merged;
  expect(exitCode, stderr).toBe(0);
  const [rstestConfig, projectConfig] = JSON.parse(stdout);
  expect(projectConfig).toEqual(rstestConfig);
  expect(rstestConfig).toMatchObject({
    testTimeout: 2,
    env: { A: '1', B: '2', C: 'b' },
    setupFiles: ['x', 'y'],
    exclude: { patterns: ['e1', 'e2'] },
    include: ['b'],
    reporters: ['dot'],
  });
});
