/**
 * Backs guide/integration/rslib.mdx: the fixture (tests/examples/guides/rslib/) is an npm project of its own, with
 * @rstest/core 0.12.0, @rstest/adapter-rslib 0.2.2, @rslib/core 1.0.1 and @rsbuild/plugin-yaml 1.0.5 in its
 * package-lock.json and no TypeScript (the adapter's optional peer range, ^5 || ^6, excludes the root's TypeScript 7),
 * installed by scripts/ensure-projects.mjs.
 *
 * Every Rstest run starts the fixture's own `rstest` in a copy outside the repository whose node_modules holds the
 * fixture's packages (hard links: tests/unit/utils/own-install.ts), so that nothing resolves from the repository's
 * node_modules:
 * - `run`: the project as the page shows it;
 * - `noAdapter`: without `extends`, the alias is unknown;
 * - `inPlugins`: the adapter in `plugins`;
 * - `perLib` / `perLibFixed`: the define moved into the `lib` entry, without and with `libId`.
 * One Node.js run calls the adapter on made-up configs (what it copies, what it leaves out, the target, `libId`).
 * Six npm runs (`--dry-run` or `--package-lock-only`: registry metadata only) show what npm does with the adapter's
 * peer ranges today: next to TypeScript 7 and 6; with `--legacy-peer-deps`, then `npm install`, `npm ci`, and
 * `npm install` with an .npmrc.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, rs, test } from '@rstest/core';
import { removeTemporaryDirs, task } from '../utils/concurrent-runs';
import { declaredOptions, section as pageSection, inheritedOnPage, tableColumn } from '../utils/adapter-guides';
import { readDoc } from '../utils/docs';
import { edit } from '../utils/fixture-copies';
import { guideFixtureDir, missingOutputLines, shownOutput } from '../utils/guides';
import { installed as installedIn, nodeJson, npm, npmProject, ownCopy, runOwn } from '../utils/own-install';

const PAGE = 'guide/integration/rslib.mdx';
const fixture = guideFixtureDir(PAGE);
rs.setConfig({ testTimeout: 600_000 });
afterAll(removeTemporaryDirs, 600_000);

const ADAPTER = '@rstest/adapter-rslib';
const installed = (name: string) => installedIn(fixture, name);
const section = (id: string) => pageSection(PAGE, id);

/** A copy of the fixture with its own packages, in a temporary folder, with `change` applied. */
const project = (change?: (dir: string) => void) => ownCopy(fixture, change, { folder: 'my-lib' }).dir;

const DEFINE = "  source: {\n    define: { __LIB_VERSION__: JSON.stringify('2.1.0') },\n  },\n";
/** rslib.config.ts with the define inside its lib entry, which gets the id `esm`. */
function definePerLib(dir: string) {
  edit(dir, 'rslib.config.ts', DEFINE, '');
  edit(dir, 'rslib.config.ts', "lib: [{ format: 'esm', syntax: 'es2022' }],", `lib: [{ id: 'esm', format: 'esm', syntax: 'es2022', ${DEFINE.trim().replace(/\n\s*/g, ' ').replace(/,$/, '')} }],`);
}

const run = runOwn(project());
const noAdapter = runOwn(project((dir) => edit(dir, 'rstest.config.ts', /^.*\n  extends: .*\n/m, '')));
const inPlugins = runOwn(project((dir) => edit(dir, 'rstest.config.ts', 'extends: withRslibConfig()', 'plugins: [withRslibConfig()]')));
const perLib = runOwn(project(definePerLib));
const perLibFixed = runOwn(
  project((dir) => {
    definePerLib(dir);
    edit(dir, 'rstest.config.ts', 'withRslibConfig()', "withRslibConfig({ libId: 'esm' })");
  }),
);

// ---------------------------------------------------------------------------------------------------------------
// The adapter's result for made-up configs: every path the page names set to a marker.

const { copied: copiedOnPage, leftOut: leftOutOnPage } = inheritedOnPage(PAGE);

/** Calls the adapter on made-up configs, each written as rslib.config.mjs (and a tsconfig.json) into a fresh folder. */
const INSPECT = `
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
const { withRslibConfig } = await import('@rstest/adapter-rslib');
const paths = JSON.parse(process.argv[1]);
// A path where the adapter reads a path (the tsconfig.json to look for decorators in) gets a string.
const marker = (p) => (p === 'plugins' ? [{ name: 'marker:' + p }] : p === 'source.tsconfigPath' ? 'marker:' + p : { m: 'marker:' + p });
const marked = { lib: [] };
for (const p of paths) {
  const keys = p.split('.');
  let at = marked;
  for (const key of keys.slice(0, -1)) at = at[key] ??= {};
  at[keys.at(-1)] = marker(p);
}
const dirs = [];
async function convert(config, options = {}, userConfig = {}, tsconfig) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rstest-guide-rslib-config-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'rslib.config.mjs'), 'export default ' + JSON.stringify(config) + ';\\n');
  if (tsconfig) writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  return withRslibConfig({ cwd: dir, ...options })(userConfig);
}
const env = async (target) => (await convert({ lib: [], output: { target } })).testEnvironment;
const lib = { lib: [{ id: 'esm', format: 'esm', source: { define: { m: 'marker:lib' } } }, { id: 'cjs', format: 'cjs' }] };
const result = {
  all: await convert(marked),
  targets: { web: await env('web'), node: await env('node'), unset: await env(undefined) },
  libNamed: await convert(lib, { libId: 'esm' }),
  libUnnamed: await convert(lib),
  libCjs: await convert(lib, { libId: 'cjs' }),
  legacyDecorators: (await convert({ lib: [] }, {}, {}, { compilerOptions: { experimentalDecorators: true } })).source.decorators,
  ownTsconfigPath: (await convert({ lib: [] }, {}, { source: { tsconfigPath: './tsconfig.json' } }, { compilerOptions: { experimentalDecorators: true } })).source.decorators,
  loaded: await withRslibConfig()({}),
  noConfig: await withRslibConfig({ cwd: os.tmpdir() })({}),
};
for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
console.log(JSON.stringify(result));
`;
const inspected = nodeJson(fixture, INSPECT, [...copiedOnPage, ...leftOutOnPage]);

// ---------------------------------------------------------------------------------------------------------------
// npm and the adapter's peer ranges, in empty projects.

const base = () => ({ '@rslib/core': installed('@rslib/core').version, '@rstest/core': installed('@rstest/core').version });
const withTypeScript7 = npm(npmProject('my-lib', { ...base(), typescript: '7.0.2' }), ['add', '-D', ADAPTER, '--dry-run']);
const withTypeScript6 = npm(npmProject('my-lib', { ...base(), typescript: '6.0.3' }), ['add', '-D', ADAPTER, '--dry-run']);
/** With --legacy-peer-deps (writing the lock only): the adapter is added, the next plain install fails, with .npmrc not. */
const legacyPeers = task(async () => {
  const dir = npmProject('my-lib', { ...base(), typescript: '7.0.2' });
  const lockOnly = (args: string[], priority = false) => npm(dir, [...args, '--package-lock-only'], { priority });
  const added = await lockOnly(['add', '-D', ADAPTER, '--legacy-peer-deps']);
  const lock = JSON.parse(readFileSync(path.join(dir, 'package-lock.json'), 'utf8'));
  const again = await lockOnly(['install'], true);
  const ci = await npm(dir, ['ci', '--dry-run'], { priority: true });
  writeFileSync(path.join(dir, '.npmrc'), 'legacy-peer-deps=true\n');
  const withNpmrc = await lockOnly(['install'], true);
  return { added, adapterVersion: lock.packages[`node_modules/${ADAPTER}`]?.version, again, ci, withNpmrc };
});

// ---------------------------------------------------------------------------------------------------------------

describe('install', () => {
  const install = section('install');

  test('the peer ranges the page lists are those of the installed adapter, optional ones said so', () => {
    const lines = [...install.matchAll(/^- `([^`]+)`: `([^`]+)`(.*)$/gm)];
    const { peerDependencies, peerDependenciesMeta = {} } = installed(ADAPTER);
    expect(Object.fromEntries(lines.map((m) => [m[1], m[2]]))).toEqual(peerDependencies);
    for (const [, name, , rest] of lines) expect(rest.includes('optional'), name).toBe(Boolean(peerDependenciesMeta[name]?.optional));
  });

  test('the versions the page names are the installed ones', () => {
    const versions = {
      '@rstest/core': installed('@rstest/core').version,
      [ADAPTER]: installed(ADAPTER).version,
      '@rslib/core': installed('@rslib/core').version,
      '@rsbuild/plugin-yaml': installed('@rsbuild/plugin-yaml').version,
    };
    expect(install).toContain(
      `verified with \`@rstest/core\` ${versions['@rstest/core']}, \`${ADAPTER}\` ${versions[ADAPTER]}, \`@rslib/core\` ${versions['@rslib/core']} and \`@rsbuild/plugin-yaml\` ${versions['@rsbuild/plugin-yaml']}`,
    );
    const declared = JSON.parse(readFileSync(path.join(fixture, 'package.json'), 'utf8')).devDependencies;
    expect(declared).toEqual(versions);
    const page = readDoc('en', PAGE);
    for (const [, version] of page.matchAll(/adapter-rslib`? (\d+\.\d+\.\d+)/g)) expect(version).toBe(versions[ADAPTER]);
  });

  test('the fixture has no TypeScript, and the adapter never loads it', () => {
    expect(readdirSync(path.join(fixture, 'node_modules'))).not.toContain('typescript');
    const dist = path.join(fixture, 'node_modules', ADAPTER, 'dist');
    for (const file of readdirSync(dist).filter((f) => f.endsWith('.js'))) {
      expect(readFileSync(path.join(dist, file), 'utf8'), file).not.toMatch(/\bfrom\s*["']typescript["']|\bimport\s*\(?\s*["']typescript["']|\brequire\(\s*["']typescript["']/);
    }
  });

  test('npm refuses to add the adapter to a project with TypeScript 7, which Rslib accepts', async () => {
    expect(installed('@rslib/core').peerDependencies.typescript.split(' || ')).toContain('^7');
    expect(section('install')).toContain(`Rslib ${installed('@rslib/core').version.split('.').slice(0, 2).join('.')} accepts TypeScript 7`);
    const { exitCode, output } = await withTypeScript7;
    expect(exitCode, output).not.toBe(0);
    expect(missingOutputLines(shownOutput(PAGE, 'npm-ts7'), output)).toEqual([]);
  });

  test('with TypeScript 6 it installs', async () => {
    const { exitCode, output } = await withTypeScript6;
    expect(exitCode, output).toBe(0);
    expect(output).toContain(`add ${ADAPTER} ${installed(ADAPTER).version}\n`);
  });

  test('with --legacy-peer-deps it installs; npm ci then works, the next npm install needs legacy-peer-deps=true', async () => {
    const { added, adapterVersion, again, ci, withNpmrc } = await legacyPeers;
    expect(added.exitCode, added.output).toBe(0);
    expect(adapterVersion).toBe(installed(ADAPTER).version);
    expect(again.exitCode, again.output).not.toBe(0);
    expect(again.output).toContain('npm error code ERESOLVE');
    // npm ci installs the lock as it is.
    expect(ci.exitCode, ci.output).toBe(0);
    expect(withNpmrc.exitCode, withNpmrc.output).toBe(0);
    const install = section('install');
    expect(install).toContain('`npm add -D @rstest/adapter-rslib --legacy-peer-deps`');
    expect(install).toContain('`legacy-peer-deps=true`');
    expect(install).toContain('`npm ci` then installs the lock file as it is');
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

  test('the adapter in plugins stops the run', async () => {
    const { exitCode, output } = await inPlugins;
    expect(exitCode, output).toBe(1);
    expect(missingOutputLines(shownOutput(PAGE, 'in-plugins'), output)).toEqual([]);
  });

  test('a define inside the lib entry is left out, unless libId names the entry', async () => {
    const left = await perLib;
    expect(left.exitCode, left.output).toBe(1);
    expect(missingOutputLines(shownOutput(PAGE, 'per-lib'), left.output)).toEqual([]);
    const fixed = await perLibFixed;
    expect(fixed.exitCode, fixed.output).toBe(0);
    expect(readDoc('en', PAGE)).toContain("`withRslibConfig({ libId: 'esm' })`");
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

  test('output.target sets testEnvironment: happy-dom for web, node for any other', async () => {
    expect((await inspected).targets).toEqual({ web: 'happy-dom', node: 'node', unset: 'node' });
  });

  test('lib entries: only the one named by libId, which names the project; output.module follows its format', async () => {
    const { libNamed, libUnnamed, libCjs, all } = await inspected;
    expect(libNamed.source.define).toEqual({ m: 'marker:lib' });
    expect(libNamed.name).toBe('esm');
    expect(libNamed.output.module).toBe(true);
    expect(JSON.stringify(libUnnamed)).not.toContain('marker:lib');
    expect(libUnnamed.name).toBeUndefined();
    expect(libUnnamed.output.module).toBe(true);
    expect(libCjs.output.module).toBe(false);
    // A module setting of the config wins over the format.
    expect(all.output.module).toEqual({ m: 'marker:output.module' });
  });

  test('decorators: legacy when tsconfig.json sets experimentalDecorators, unless the Rstest config sets tsconfigPath', async () => {
    const { legacyDecorators, ownTsconfigPath, all } = await inspected;
    expect(legacyDecorators).toEqual({ version: 'legacy' });
    expect(ownTsconfigPath).toEqual({});
    expect(all.source.decorators).toEqual({ m: 'marker:source.decorators' });
  });

  test('no rerun trigger for the config file, and nothing at all without one', async () => {
    const { loaded, noConfig } = await inspected;
    expect(loaded.source.define).toEqual({ __LIB_VERSION__: '"2.1.0"' });
    expect(loaded.forceRerunTriggers).toBeUndefined();
    expect(noConfig).toEqual({});
  });

  test('the options table lists the options the adapter declares', () => {
    const declared = declaredOptions(path.join(fixture, 'node_modules', ADAPTER, 'dist/index.d.ts'), 'WithRslibConfigOptions');
    const listed = tableColumn(section('options')).map((spans) => spans[0]);
    expect(listed.sort()).toEqual(declared.sort());
  });
});
