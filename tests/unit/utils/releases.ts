/**
 * Running a fixture on an older @rstest/core, for the upgrade guides (tests/unit/guides/to-0-*.test.ts).
 *
 * The older releases are installed apart, in tests/older-releases/ (`node scripts/ensure-projects.mjs`); 0.12.0 is the
 * root's. A fixture's scripts, config and test files import `@rstest/core` from the fixture's folder, which inside the
 * repository means the root's 0.12.0 whatever CLI runs them. So a fixture runs on a release as a copy in a temporary
 * folder whose `node_modules/@rstest/core` links to that release: its CLI, its runtime and its types, as a project
 * that installed it. `resolvedVersion` says which release Node.js finds from a folder.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { copyFiles, type Run, type RunOptions, rstest, temporaryDir } from './concurrent-runs';
import { REPO_ROOT } from './docs';

/** Each release the upgrade guides run, and where it is installed. */
export const RELEASES = {
  '0.9.10': 'tests/older-releases/node_modules/rstest-0-9',
  '0.10.6': 'tests/older-releases/node_modules/rstest-0-10',
  '0.11.12': 'tests/older-releases/node_modules/rstest-0-11',
  '0.12.0': 'node_modules/@rstest/core',
} as const;
export type Release = keyof typeof RELEASES;

/** The folder of an installed release; throws if it is missing or holds another version. */
export function releaseDir(version: Release): string {
  const dir = path.join(REPO_ROOT, RELEASES[version]);
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest)) throw new Error(`@rstest/core ${version} is not installed in ${dir}: run node scripts/ensure-projects.mjs`);
  const found = JSON.parse(readFileSync(manifest, 'utf8')).version;
  if (found !== version) throw new Error(`${dir} holds @rstest/core ${found}, not ${version}`);
  return dir;
}

/** A file of an installed release, read as text (`package.json`, `dist/index.d.ts`…). */
export const releaseFile = (version: Release, file: string) => readFileSync(path.join(releaseDir(version), file), 'utf8');

/** The JavaScript chunks of a release's dist/ folder, by file name. */
export function releaseChunks(version: Release): Map<string, string> {
  const dist = path.join(releaseDir(version), 'dist');
  return new Map(
    readdirSync(dist)
      .filter((file) => /\.m?js$/.test(file))
      .sort()
      .map((file) => [file, readFileSync(path.join(dist, file), 'utf8')]),
  );
}

/** The first chunk of a release's dist/ that contains `needle`. */
export const releaseChunk = (version: Release, needle: string) => [...releaseChunks(version).values()].find((code) => code.includes(needle));

/**
 * A copy of `source` (without its node_modules) in a fresh temporary folder, where `@rstest/core` is `version` and
 * each package named in `linked` is the root's.
 */
export function copyOnRelease(source: string, version: Release, linked: string[] = []): string {
  const dir = copyFiles(source, path.join(temporaryDir(`rstest-upgrade-${version}-`), path.basename(source)));
  for (const [name, target] of [['@rstest/core', releaseDir(version)], ...linked.map((name) => [name, path.join(REPO_ROOT, 'node_modules', name)])]) {
    mkdirSync(path.dirname(path.join(dir, 'node_modules', name)), { recursive: true });
    symlinkSync(target, path.join(dir, 'node_modules', name), 'dir');
  }
  return dir;
}

/** The version of `@rstest/core` that Node.js resolves from `dir`: the one its scripts and test files import. */
export function resolvedVersion(dir: string): string {
  const manifest = createRequire(path.join(dir, 'package.json')).resolve('@rstest/core/package.json');
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

/**
 * `program <args>` in `dir`, started as `rstest()` starts a run, with its stderr sent into its stdout as a terminal
 * shows them: `output` keeps the order in which the lines were printed (a run's summary, on stdout, after the errors
 * it printed on stderr).
 */
function inTerminalOrder(dir: string, program: string, args: string[], options: RunOptions): Promise<Run> {
  return rstest(dir, ['-c', 'exec "$@" 2>&1', 'sh', program, ...args], { ...options, bin: '/bin/sh' });
}

/** `rstest <args>` in `dir` with the CLI of the release linked there, as `npx rstest` would start it. */
export const rstestIn = (dir: string, args: string[], options: RunOptions = {}) =>
  inTerminalOrder(dir, process.execPath, [path.join(dir, 'node_modules/@rstest/core/bin/rstest.js'), ...args], options);

/** `node <script> <args>` in `dir`. */
export const nodeIn = (dir: string, script: string, args: string[] = [], options: RunOptions = {}) =>
  inTerminalOrder(dir, process.execPath, [script, ...args], options);

/** The root's TypeScript compiler (`tsc -p .`) in `dir`: the type check a reader runs with `npx tsc --noEmit`. */
export const tscIn = (dir: string, options: RunOptions = {}) => inTerminalOrder(dir, path.join(REPO_ROOT, 'node_modules/.bin/tsc'), ['-p', '.'], options);
