/**
 * Backs guide/basic/dom-testing.mdx: runs its fixture (tests/examples/guides/dom-testing/) and checks what the page
 * says happens. The fixture's tests pass in both DOM environments; its environment.test.ts logs what each provides.
 *
 * Four Rstest runs, two at a time:
 * - `jsdomRun`: the fixture as it is (jsdom): the React tests pass with the jest-dom matchers, the CSS and image
 *   imports give what the page says, and the log shows jsdom's user agent and missing APIs.
 * - `happyDomRun`: the same with `--testEnvironment happy-dom`.
 * - `noPlugin`: a copy whose config lacks `pluginReact()`: the JSX error of the common mistakes.
 * - `noSetup`: a copy whose setup file is empty: no jest-dom matchers and no cleanup (two common mistakes).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, rs, test } from '@rstest/core';
import { copyWithModules, READER_ENV, removeTemporaryDirs, rstest, temporaryDir } from '../utils/concurrent-runs';
import { guideFixtureDir, missingOutputLines, shownOutput } from '../utils/guides';

const PAGE = 'guide/basic/dom-testing.mdx';
const fixture = guideFixtureDir(PAGE);
rs.setConfig({ testTimeout: 600_000 });
afterAll(removeTemporaryDirs, 600_000);

const env = READER_ENV;

/** A copy of the fixture that sees the repository's node_modules, with `change` applied to its files. */
function variant(change: (dir: string) => void): string {
  const dir = copyWithModules(fixture, path.join(temporaryDir('rstest-guide-dom-'), 'project'), 'all');
  change(dir);
  return dir;
}

const jsdomRun = rstest(fixture, ['run'], { env });
const happyDomRun = rstest(fixture, ['run', '--testEnvironment', 'happy-dom'], { env });
const noPlugin = rstest(
  variant((dir) => {
    const config = path.join(dir, 'rstest.config.ts');
    const text = readFileSync(config, 'utf8');
    const without = text
      .split('\n')
      .filter((line) => !/pluginReact|JSX/.test(line))
      .join('\n');
    if (without === text) throw new Error('the config does not use pluginReact()');
    writeFileSync(config, without);
  }),
  ['run', 'src/Counter.test.tsx'],
  { env },
);
const noSetup = rstest(
  variant((dir) => writeFileSync(path.join(dir, 'rstest.setup.ts'), 'export {};\n')),
  ['run', 'src/Counter.test.tsx'],
  { env },
);

test('the React tests pass in jsdom, and the log shows what jsdom provides', async () => {
  const { exitCode, output } = await jsdomRun;
  expect(exitCode, output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'run'), output)).toEqual([]);
  expect(missingOutputLines(shownOutput(PAGE, 'jsdom'), output)).toEqual([]);
});

test('the same tests pass in happy-dom, which provides the APIs jsdom lacks', async () => {
  const { exitCode, output } = await happyDomRun;
  expect(exitCode, output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'happy-dom'), output)).toEqual([]);
});

test('without the React plugin, JSX fails with the message the page quotes', async () => {
  const { exitCode, output } = await noPlugin;
  expect(exitCode, output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'no-react-plugin'), output)).toEqual([]);
});

test('without the setup file, the jest-dom matchers are unknown and renders pile up', async () => {
  const { exitCode, output } = await noSetup;
  expect(exitCode, output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'no-matchers'), output)).toEqual([]);
  expect(missingOutputLines(shownOutput(PAGE, 'no-cleanup'), output)).toEqual([]);
});
