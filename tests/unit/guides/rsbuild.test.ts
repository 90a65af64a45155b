/**
 * Backs guide/integration/rsbuild.mdx: the fixture (tests/examples/guides/rsbuild/) is an npm project of its own,
 * with @rstest/core 0.11.12, @rstest/adapter-rsbuild 0.11.9 and @rsbuild/core 2.2.14 in its package-lock.json (the
 * adapter's peer range excludes the root's @rstest/core 0.12.0), installed by scripts/ensure-projects.mjs.
 *
 * Every Rstest run starts the fixture's own `rstest` in a copy outside the repository whose node_modules holds the
 * fixture's packages (hard links: tests/unit/utils/own-install.ts), so that nothing resolves from the repository's
 * node_modules (which has happy-dom):
 * - `run`: the project as the page shows it;
 * - `noAdapter`: without `extends`, the alias is unknown;
 * - `inPlugins`: the adapter in `plugins`;
 * - `noHappyDom`: without the config's `testEnvironment: 'node'`, the adapter's happy-dom is not installed;
 * - `otherFolder` / `otherFolderFixed`: started from the folder above with `--root`, without and with `cwd`.
 * One Node.js run calls the adapter on made-up configs (what it copies, what it leaves out, how it maps the target).
 * Five npm runs in empty projects (registry metadata only: `--dry-run` or `--package-lock-only`) show what npm does
 * with the adapter's peer range today: adding it next to 0.12.0; adding all three unpinned, then `npm install` and
 * `npm ci`; adding it with `@rstest/core@0.11`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, rs, test } from '@rstest/core';
import { removeTemporaryDirs, task } from '../utils/concurrent-runs';
import { declaredOptions, section as pageSection, inheritedOnPage, tableColumn } from '../utils/adapter-guides';
import { readDoc } from '../utils/docs';
import { edit } from '../utils/fixture-copies';
import { guideFixtureDir, missingOutputLines, shownOutput } from '../utils/guides';
import { installed as installedIn, nodeJson, npm, npmProject, ownCopy, runOwn } from '../utils/own-install';

const PAGE = 'guide/integration/rsbuild.mdx';
const fixture = guideFixtureDir(PAGE);
rs.setConfig({ testTimeout: 600_000 });
afterAll(removeTemporaryDirs, 600_000);

const ADAPTER = '@rstest/adapter-rsbuild';
const installed = (name: string) => installedIn(fixture, name);
const section = (id: string) => pageSection(PAGE, id);

/** A copy of the fixture with its own packages, in a temporary `folder` (relative), with `change` applied. */
const project = (change?: (dir: string) => void, folder = 'my-app') => ownCopy(fixture, change, { folder });
const editConfig = (dir: string, from: string | RegExp, to: string) => edit(dir, 'rstest.config.ts', from, to);

const main = project();
const run = runOwn(main.dir);
const noAdapter = runOwn(project((dir) => editConfig(dir, /^.*\n  extends: .*\n/m, '')).dir);
const inPlugins = runOwn(project((dir) => editConfig(dir, 'extends: withRsbuildConfig()', 'plugins: [withRsbuildConfig()]')).dir);
const noHappyDomProject = project((dir) => editConfig(dir, /^.*\n  testEnvironment: 'node',\n/m, ''));
const noHappyDom = runOwn(noHappyDomProject.dir);
// A monorepo: the project is packages/web, and Rstest starts at the top with --root.
const nested = project(undefined, 'packages/web');
const otherFolder = runOwn(nested.dir, ['run', '--root', 'packages/web'], { cwd: nested.top });
const nestedFixed = project((dir) => editConfig(dir, 'withRsbuildConfig()', 'withRsbuildConfig({ cwd: import.meta.dirname })'), 'packages/web');
const otherFolderFixed = runOwn(nestedFixed.dir, ['run', '--root', 'packages/web'], { cwd: nestedFixed.top });

// ---------------------------------------------------------------------------------------------------------------
// The adapter's result for made-up configs: every path the page names set to a marker.

const { copied: copiedOnPage, leftOut: leftOutOnPage } = inheritedOnPage(PAGE);

const INSPECT = `
const { toRstestConfig, withRsbuildConfig } = await import('@rstest/adapter-rsbuild');
const paths = JSON.parse(process.argv[1]);
const marker = (p) => (p === 'plugins' ? [{ name: 'marker:' + p, setup() {} }] : p === 'performance.buildCache' ? { cacheDirectory: 'marker:' + p } : { m: 'marker:' + p });
const config = {};
for (const p of paths) {
  const keys = p.split('.');
  let at = config;
  for (const key of keys.slice(0, -1)) at = at[key] ??= {};
  at[keys.at(-1)] = marker(p);
}
const convert = (rsbuildConfig, options = {}) => toRstestConfig({ rsbuildConfig, ...options });
const env = (target) => convert({ output: { target } }).testEnvironment;
const withEnvironments = { environments: { web: { source: { define: { m: 'marker:environments' } } } } };
console.log(JSON.stringify({
  all: convert(config),
  targets: { web: env('web'), node: env('node'), 'web-worker': env('web-worker'), unset: env(undefined) },
  environmentNamed: convert(withEnvironments, { environmentName: 'web' }),
  environmentUnnamed: convert(withEnvironments),
  loaded: await withRsbuildConfig()({}),
  buildCache: convert({ performance: { buildCache: {} } }, { configPath: '/app/rsbuild.config.ts' }).performance.buildCache,
}));
`;
const inspected = nodeJson(fixture, INSPECT, [...copiedOnPage, ...leftOutOnPage]);

// ---------------------------------------------------------------------------------------------------------------
// npm and the adapter's peer range, in empty projects.

const npmAdd = npm(npmProject('my-app', { '@rsbuild/core': installed('@rsbuild/core').version, '@rstest/core': '0.12.0' }), ['add', '-D', ADAPTER, '--dry-run']);
const npmTogether = task(async () => {
  const dir = npmProject('my-app');
  const first = await npm(dir, ['add', '-D', '@rstest/core', '@rsbuild/core', ADAPTER, '--package-lock-only']);
  const written = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const again = await npm(dir, ['install', '--package-lock-only'], { priority: true });
  const ci = await npm(dir, ['ci', '--dry-run'], { priority: true });
  return { first, written, again, ci };
});
const npmWith011 = npm(npmProject('my-app', { '@rsbuild/core': installed('@rsbuild/core').version }), ['add', '-D', '@rstest/core@0.11', ADAPTER, '--dry-run']);

// ---------------------------------------------------------------------------------------------------------------

describe('install', () => {
  const install = section('install');

  test('the peer ranges the page lists are those of the installed adapter', () => {
    const listed = Object.fromEntries([...install.matchAll(/^- `(@[^`]+)`: `([^`]+)`$/gm)].map((m) => [m[1], m[2]]));
    expect(listed).toEqual(installed(ADAPTER).peerDependencies);
  });

  test('the versions the page names are the installed ones', () => {
    const versions = {
      '@rstest/core': installed('@rstest/core').version,
      [ADAPTER]: installed(ADAPTER).version,
      '@rsbuild/core': installed('@rsbuild/core').version,
    };
    expect(install).toContain(
      `verified with \`@rstest/core\` ${versions['@rstest/core']}, \`${ADAPTER}\` ${versions[ADAPTER]} and \`@rsbuild/core\` ${versions['@rsbuild/core']}`,
    );
    expect(install).toContain(`The latest \`${ADAPTER}\` on npm, ${versions[ADAPTER]}, declares`);
    for (const [name, version] of Object.entries(versions)) {
      expect(JSON.parse(readFileSync(path.join(fixture, 'package.json'), 'utf8')).devDependencies[name]).toBe(version);
    }
    // Every mention of the adapter's version on the page is the installed one.
    const page = readDoc('en', PAGE);
    for (const [, version] of page.matchAll(/adapter-rsbuild`? (\d+\.\d+\.\d+)/g)) expect(version).toBe(versions[ADAPTER]);
  });

  test('npm refuses to add the latest adapter to a project with @rstest/core 0.12.0', async () => {
    const { exitCode, output } = await npmAdd;
    expect(exitCode, output).not.toBe(0);
    expect(missingOutputLines(shownOutput(PAGE, 'npm-add'), output)).toEqual([]);
  });

  test('all three at once: npm warns, writes ^0.12.0, and the next install fails', async () => {
    const { first, written, again, ci } = await npmTogether;
    expect(first.exitCode, first.output).toBe(0);
    expect(missingOutputLines(shownOutput(PAGE, 'npm-together'), first.output)).toEqual([]);
    expect(written.devDependencies['@rstest/core']).toBe('^0.12.0');
    expect(again.exitCode, again.output).not.toBe(0);
    expect(again.output).toContain('npm error code ERESOLVE');
    expect(again.output).toContain('npm error peer @rstest/core@"^0.11.0" from @rstest/adapter-rsbuild@');
    expect(ci.exitCode, ci.output).not.toBe(0);
    expect(ci.output).toContain('npm error code ERESOLVE');
    expect(ci.output).toContain('npm error peer @rstest/core@"^0.11.0" from @rstest/adapter-rsbuild@');
  });

  test('with @rstest/core@0.11 the adapter installs, at the versions of the fixture', async () => {
    const { exitCode, output } = await npmWith011;
    expect(exitCode, output).toBe(0);
    expect(output).toContain(`add @rstest/core ${installed('@rstest/core').version}\n`);
    expect(output).toContain(`add ${ADAPTER} ${installed(ADAPTER).version}\n`);
  });
});

describe('the project', () => {
  test('passes with the adapter, without happy-dom installed: its own testEnvironment wins', async () => {
    const { exitCode, output } = await run;
    expect(exitCode, output).toBe(0);
    expect(output).toContain(`Rstest v${installed('@rstest/core').version}`);
    expect(missingOutputLines(shownOutput(PAGE, 'run'), output)).toEqual([]);
  });

  test('fails without the adapter: the alias is unknown', async () => {
    const { exitCode, output } = await noAdapter;
    expect(exitCode, output).toBe(1);
    expect(missingOutputLines(shownOutput(PAGE, 'no-adapter'), output)).toEqual([]);
  });

  test('started from another folder, the adapter finds no config; with cwd it does', async () => {
    const outside = await otherFolder;
    expect(outside.exitCode, outside.output).toBe(1);
    expect(missingOutputLines(shownOutput(PAGE, 'no-adapter'), outside.output)).toEqual([]);
    const fixed = await otherFolderFixed;
    expect(fixed.exitCode, fixed.output).toBe(0);
    const page = readDoc('en', PAGE);
    expect(page).toContain('`npx rstest run --root packages/web`');
    expect(page).toContain('`withRsbuildConfig({ cwd: import.meta.dirname })`');
  });

  test('the adapter in plugins stops the run', async () => {
    const { exitCode, output } = await inPlugins;
    expect(exitCode, output).toBe(1);
    expect(missingOutputLines(shownOutput(PAGE, 'in-plugins'), output)).toEqual([]);
  });

  test('without a testEnvironment of its own, the run needs happy-dom', async () => {
    const { exitCode, output } = await noHappyDom;
    expect(exitCode, output).toBe(1);
    expect(missingOutputLines(shownOutput(PAGE, 'no-happy-dom'), output.replaceAll(noHappyDomProject.dir, '<root>'))).toEqual([]);
  });
});

describe('what the adapter passes on', () => {
  test('the page lists options in both places', () => {
    expect(copiedOnPage.length).toBeGreaterThan(10);
    expect(leftOutOnPage.length).toBeGreaterThan(5);
  });

  test('every option in the table is copied', async () => {
    const text = JSON.stringify((await inspected).all);
    expect(copiedOnPage.filter((p) => !text.includes(`"marker:${p}"`))).toEqual([]);
  });

  test('every option the page says it leaves out is left out', async () => {
    const text = JSON.stringify((await inspected).all);
    expect(leftOutOnPage.filter((p) => text.includes(`"marker:${p}"`))).toEqual([]);
  });

  test('plugins: followed by one that removes the type checker', async () => {
    const { plugins } = (await inspected).all;
    expect(plugins[0].name).toBe('marker:plugins');
    expect(plugins.slice(1)).toEqual([expect.objectContaining({ remove: ['rsbuild:type-check'] })]);
  });

  test('output.target sets testEnvironment: node for node, happy-dom for any other', async () => {
    expect((await inspected).targets).toEqual({ web: 'happy-dom', node: 'node', 'web-worker': 'happy-dom', unset: 'happy-dom' });
  });

  test('environments: only the one named by environmentName, which names the project', async () => {
    const { environmentNamed, environmentUnnamed } = await inspected;
    expect(environmentNamed.source.define).toEqual({ m: 'marker:environments' });
    expect(environmentNamed.name).toBe('web');
    expect(JSON.stringify(environmentUnnamed)).not.toContain('marker:environments');
  });

  test('the config file becomes a build dependency and a rerun trigger', async () => {
    const { loaded } = await inspected;
    const file = path.join(fixture, 'rsbuild.config.ts');
    expect(loaded.forceRerunTriggers).toEqual([file]);
    expect((await inspected).buildCache).toEqual({ buildDependencies: ['/app/rsbuild.config.ts'] });
  });

  test('the options table lists the options the adapter declares', () => {
    const declared = declaredOptions(path.join(fixture, 'node_modules', ADAPTER, 'dist/index.d.ts'), 'WithRsbuildConfigOptions');
    const listed = tableColumn(section('options')).map((spans) => spans[0]);
    expect(listed.sort()).toEqual(declared.sort());
  });
});
