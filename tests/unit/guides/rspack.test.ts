/**
 * Backs guide/integration/rspack.mdx: the fixture (tests/examples/guides/rspack/) is an npm project of its own, with
 * @rstest/core 0.12.0, @rstest/adapter-rspack 0.2.0, @rspack/core 2.2.9 and @rspack/cli 2.2.8 in its
 * package-lock.json, installed by scripts/ensure-projects.mjs.
 *
 * Every Rstest run starts the fixture's own `rstest` in a copy outside the repository whose node_modules holds the
 * fixture's packages (hard links: tests/unit/utils/own-install.ts), so that nothing resolves from the repository's
 * node_modules:
 * - `run`: the project as the page shows it;
 * - `noAdapter`: without `extends`, the alias is unknown;
 * - `sameFilename`: the adapter without `modifyRspackConfig`: the server bundle's file name clashes;
 * - `noCli`: node_modules without @rspack/cli;
 * - `modulesFolder`: a `resolve.modules` folder, which the test build does not search.
 * One Node.js run calls the adapter on made-up configs (what it copies, merges and leaves out, the target).
 * Two npm runs (`--dry-run`, registry metadata only) show that npm adds @rspack/cli, unless peers are left to you.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, rs, test } from '@rstest/core';
import { removeTemporaryDirs } from '../utils/concurrent-runs';
import { codeSpans, declaredOptions, section as pageSection, inheritedOnPage, tableColumn } from '../utils/adapter-guides';
import { readDoc } from '../utils/docs';
import { edit } from '../utils/fixture-copies';
import { guideFixtureDir, missingOutputLines, shownOutput } from '../utils/guides';
import { installed as installedIn, nodeJson, npm, npmProject, ownCopy, runOwn } from '../utils/own-install';

const PAGE = 'guide/integration/rspack.mdx';
const fixture = guideFixtureDir(PAGE);
rs.setConfig({ testTimeout: 600_000 });
afterAll(removeTemporaryDirs, 600_000);

const ADAPTER = '@rstest/adapter-rspack';
const installed = (name: string) => installedIn(fixture, name);
const section = (id: string) => pageSection(PAGE, id);

/** A copy of the fixture with its own packages, in a temporary folder, with `change` applied. */
const project = (change?: (dir: string) => void) => ownCopy(fixture, change, { folder: 'my-server' }).dir;

const run = runOwn(project());
const noAdapter = runOwn(project((dir) => edit(dir, 'rstest.config.ts', /^.*\n  extends: [\s\S]*\n {2}\}\),\n/m, '')));
const sameFilename = runOwn(project((dir) => edit(dir, 'rstest.config.ts', /withRspackConfig\(\{[\s\S]*\n {2}\}\)/, 'withRspackConfig()')));
const noCli = runOwn(
  project((dir) => {
    rmSync(path.join(dir, 'node_modules/@rspack/cli'), { recursive: true });
    rmSync(path.join(dir, 'node_modules/.bin/rspack'));
  }),
);
const modulesFolder = runOwn(
  project((dir) => {
    edit(dir, 'rspack.config.ts', "    extensions: ['.ts', '.js'],\n", "    extensions: ['.ts', '.js'],\n    modules: ['node_modules', path.resolve(import.meta.dirname, 'src')],\n");
    edit(dir, 'src/greet.test.ts', "from '@/greet'", "from 'greet'");
  }),
);

// ---------------------------------------------------------------------------------------------------------------
// The adapter's result for made-up configs: every path the page names set to a marker.

/** What the page says the adapter passes on (the table of `{#inherited}`) and leaves out. */
const { copied: copiedOnPage, leftOut: leftOutOnPage } = inheritedOnPage(PAGE);

/** `base` stands for the Rspack config Rstest builds the tests with, which the adapter's tools.rspack changes. */
const INSPECT = `
const { toRstestConfig, withRspackConfig } = await import('@rstest/adapter-rspack');
const { rspack } = await import('@rspack/core');
const paths = JSON.parse(process.argv[1]);
const marker = (p) => (p === 'plugins' ? [{ m: 'marker:' + p }] : { m: 'marker:' + p });
const config = {};
for (const p of paths) {
  const keys = p.split('.');
  let at = config;
  for (const key of keys.slice(0, -1)) at = at[key] ??= {};
  const value = marker(p);
  at[keys.at(-1)] = Array.isArray(value) ? value : { ...value, ...at[keys.at(-1)] };
}
const base = () => ({ output: { path: '/rstest-dist', filename: '[name].mjs' }, module: { rules: [{ m: 'rstest rule' }] }, plugins: [{ m: 'rstest plugin' }] });
const convert = (rspackConfig, options = {}) => {
  const result = toRstestConfig({ rspackConfig, ...options });
  return { result, merged: result.tools.rspack(base()) };
};
const env = (target) => toRstestConfig({ rspackConfig: { target } }).testEnvironment;
const ordered = convert({
  module: { rules: [{ m: 'own rule' }] },
  plugins: [{ m: 'own plugin' }, new rspack.HtmlRspackPlugin()],
  output: { filename: 'server.cjs', module: true },
  resolve: { tsConfig: './tsconfig.app.json' },
  name: 'server',
});
const loaded = await withRspackConfig()({});
console.log(JSON.stringify({
  all: convert(config),
  targets: { web: env('web'), node: env('node'), node20: env('node20'), 'async-node': env('async-node'), both: env(['web', 'node']), unset: env(undefined) },
  ordered: { ...ordered, merged: { ...ordered.merged, plugins: ordered.merged.plugins.map((p) => p.constructor.name === 'HtmlRspackPlugin' ? 'HtmlRspackPlugin' : p) } },
  named: toRstestConfig({ rspackConfig: { name: 'server' } }).name,
  chosen: toRstestConfig({ rspackConfig: { name: 'server' }, configName: 'worker' }).name,
  loaded: { ...loaded, merged: loaded.tools.rspack(base()) },
  noConfig: await withRspackConfig({ cwd: '/' })({}),
}));
`;
const inspected = nodeJson(fixture, INSPECT, [...copiedOnPage, ...leftOutOnPage]);

// ---------------------------------------------------------------------------------------------------------------
// npm and the adapter's peers, in a project that has @rstest/core and @rspack/core but not @rspack/cli.

/** `npm <args> --dry-run` in a fresh project that has the fixture's @rstest/core and @rspack/core. */
const dryRun = (args: string[]) =>
  npm(npmProject('my-server', { '@rspack/core': installed('@rspack/core').version, '@rstest/core': installed('@rstest/core').version }), [...args, '--dry-run']);
const npmAdd = dryRun(['add', '-D', ADAPTER]);
const npmLegacy = dryRun(['add', '-D', ADAPTER, '--legacy-peer-deps']);

// ---------------------------------------------------------------------------------------------------------------

describe('install', () => {
  const install = section('install');

  test('the peer ranges the page lists are those of the installed adapter', () => {
    const listed = Object.fromEntries([...install.matchAll(/^- `([^`]+)`: `([^`]+)`$/gm)].map((m) => [m[1], m[2]]));
    expect(listed).toEqual(installed(ADAPTER).peerDependencies);
  });

  test('the versions the page names are the installed ones', () => {
    const versions = {
      '@rstest/core': installed('@rstest/core').version,
      [ADAPTER]: installed(ADAPTER).version,
      '@rspack/core': installed('@rspack/core').version,
      '@rspack/cli': installed('@rspack/cli').version,
    };
    expect(install).toContain(
      `verified with \`@rstest/core\` ${versions['@rstest/core']}, \`${ADAPTER}\` ${versions[ADAPTER]}, \`@rspack/core\` ${versions['@rspack/core']} and \`@rspack/cli\` ${versions['@rspack/cli']}`,
    );
    expect(JSON.parse(readFileSync(path.join(fixture, 'package.json'), 'utf8')).devDependencies).toEqual(versions);
    const page = readDoc('en', PAGE);
    for (const [, version] of page.matchAll(/adapter-rspack`? (\d+\.\d+\.\d+)/g)) expect(version).toBe(versions[ADAPTER]);
  });

  test('the fixture holds one @rspack/core: the one @rsbuild/core (from @rstest/core) brings along', () => {
    const rsbuild = path.join(fixture, 'node_modules/@rsbuild/core');
    expect(JSON.parse(readFileSync(path.join(rsbuild, 'package.json'), 'utf8')).dependencies['@rspack/core']).toBe(`~${installed('@rspack/core').version}`);
    expect(installed('@rstest/core').dependencies['@rsbuild/core']).toMatch(/^~/);
    expect(readdirSync(rsbuild)).not.toContain('node_modules');
    expect(section('install')).toContain(`\`@rspack/core\` ${installed('@rspack/core').version} is the version \`@rstest/core\` ${installed('@rstest/core').version} brings along`);
  });

  test('npm adds the adapter next to @rstest/core 0.12.0, with @rspack/cli', async () => {
    const { exitCode, output } = await npmAdd;
    expect(exitCode, output).toBe(0);
    expect(missingOutputLines(shownOutput(PAGE, 'npm-add'), output)).toEqual([]);
  });

  test('with --legacy-peer-deps, npm leaves @rspack/cli out', async () => {
    const { exitCode, output } = await npmLegacy;
    expect(exitCode, output).toBe(0);
    expect(output).toContain(`add ${ADAPTER} ${installed(ADAPTER).version}\n`);
    expect(output).not.toContain('add @rspack/cli');
  });
});

describe('the project', () => {
  test('passes with the adapter', async () => {
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

  test('without modifyRspackConfig, the file name of the server bundle breaks the test build', async () => {
    const { exitCode, output } = await sameFilename;
    expect(exitCode, output).toBe(1);
    expect(missingOutputLines(shownOutput(PAGE, 'same-filename'), output)).toEqual([]);
  });

  test('without @rspack/cli the config cannot load', async () => {
    const { exitCode, output } = await noCli;
    expect(exitCode, output).toBe(1);
    expect(missingOutputLines(shownOutput(PAGE, 'no-cli'), output)).toEqual([]);
  });

  test('a resolve.modules folder is not searched in the test build', async () => {
    const { exitCode, output } = await modulesFolder;
    expect(exitCode, output).toBe(1);
    expect(output).toContain("Error: Cannot find module 'greet'");
  });
});

describe('what the adapter passes on', () => {
  test('the page lists options in both places', () => {
    expect(copiedOnPage.length).toBeGreaterThan(8);
    expect(leftOutOnPage.length).toBeGreaterThan(5);
  });

  test('every option in the table is passed on', async () => {
    const text = JSON.stringify((await inspected).all);
    expect(copiedOnPage.filter((p) => !text.includes(`"marker:${p}"`))).toEqual([]);
  });

  test('every option the page says it leaves out is left out', async () => {
    const text = JSON.stringify((await inspected).all);
    expect(leftOutOnPage.filter((p) => text.includes(`"marker:${p}"`))).toEqual([]);
  });

  test('rules and plugins come after Rstest’s, HtmlRspackPlugin is dropped, output.path stays Rstest’s', async () => {
    const { result, merged } = (await inspected).ordered;
    expect(merged.module.rules).toEqual([{ m: 'rstest rule' }, { m: 'own rule' }]);
    expect(merged.plugins).toEqual([{ m: 'rstest plugin' }, { m: 'own plugin' }]);
    expect(merged.output).toEqual({ path: '/rstest-dist', filename: 'server.cjs', module: true });
    expect(result.output).toEqual({ module: true });
    expect(result.source).toEqual({ tsconfigPath: './tsconfig.app.json' });
    expect(result.plugins).toEqual([expect.objectContaining({ remove: ['rsbuild:css', 'rsbuild:less', 'rsbuild:sass'] })]);
  });

  test('target sets testEnvironment: node for node targets, happy-dom for any other', async () => {
    expect((await inspected).targets).toEqual({ web: 'happy-dom', node: 'node', node20: 'node', 'async-node': 'node', both: 'node', unset: 'happy-dom' });
  });

  test('the resolve keys the page says take effect are those of Rsbuild’s ResolveConfig', () => {
    const declared = declaredOptions(path.join(fixture, 'node_modules/@rsbuild/core/dist/types/config.d.ts'), 'ResolveConfig');
    const row = section('inherited')
      .split('\n')
      .find((line) => line.startsWith('| `resolve` |')) ?? '';
    const named = codeSpans(row.slice(row.indexOf("takes Rsbuild's keys:"), row.indexOf('Other keys')));
    expect(named.sort()).toEqual(declared.sort());
  });

  test('the project name: configName, else the config’s name', async () => {
    const { named, chosen } = await inspected;
    expect(named).toBe('server');
    expect(chosen).toBe('worker');
  });

  test('the fixture’s own config: alias and rules reach the test build, nothing without a config file', async () => {
    const { loaded, noConfig } = await inspected;
    expect(loaded.testEnvironment).toBe('node');
    expect(loaded.resolve.alias).toEqual({ '@': path.join(fixture, 'src') });
    expect(loaded.merged.module.rules.map((rule: { loader?: string; m?: string }) => rule.loader ?? rule.m)).toEqual([
      'rstest rule',
      'builtin:swc-loader',
      path.join(fixture, 'loaders/tpl-loader.js'),
    ]);
    expect(loaded.forceRerunTriggers).toBeUndefined();
    expect(noConfig).toEqual({});
  });

  test('the options table lists the options the adapter declares', () => {
    const declared = declaredOptions(path.join(fixture, 'node_modules', ADAPTER, 'dist/index.d.ts'), 'WithRspackConfigOptions');
    const listed = tableColumn(section('options')).map((spans) => spans[0]);
    expect(listed.sort()).toEqual(declared.sort());
  });
});
