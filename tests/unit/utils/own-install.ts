/**
 * Guide fixtures that are npm projects of their own (package.json, package-lock.json and node_modules in
 * tests/examples/guides/<slug>/, installed by scripts/ensure-projects.mjs), for packages the root cannot hold: an
 * adapter or @rstest/browser whose peer range excludes the root's @rstest/core. Their runs start the project's own
 * `rstest`, and a run that needs the project changed works on a copy outside the repository (changed with the
 * helpers of ./fixture-copies.ts).
 *
 * The copy's node_modules is a tree of hard links to the fixture's files, not a symbolic link to the fixture's
 * node_modules: Node.js resolves a package from its real path, so through a link the packages would resolve through
 * the real fixture (a package left out of the copy would still be found there, and caches would be written into the
 * fixture). Hard links keep the copy's view exact, at no cost in disk space.
 */
import { copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyFiles, READER_ENV, type Run, type RunOptions, rstest, task, temporaryDir } from './concurrent-runs';

/**
 * Hard links in `to` to the files of `from` (copies where the file systems differ), symbolic links kept as they are,
 * without Rstest's cache (`.cache`) and the paths of `leaveOut` (relative to `from`).
 */
function linkTree(from: string, to: string, leaveOut: ReadonlySet<string>, at = '') {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const relative = path.posix.join(at, entry.name);
    if (entry.name === '.cache' || leaveOut.has(relative)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (entry.isDirectory()) linkTree(source, target, leaveOut, relative);
    else {
      try {
        linkSync(source, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        copyFileSync(source, target);
      }
    }
  }
}

export interface OwnCopyOptions {
  /** The copy's folder inside its temporary folder (`my-app`, or `packages/web` for a project in a monorepo). */
  folder?: string;
  /** Paths inside node_modules to leave out of the copy (`playwright`, `.bin/playwright`). */
  leaveOut?: string[];
}

/**
 * A copy of `fixture` with its own packages, in a fresh temporary folder, with `change` applied: the project's
 * folder `dir`, and `top`, the temporary folder it is in.
 */
export function ownCopy(fixture: string, change: (dir: string) => void = () => {}, { folder = 'project', leaveOut = [] }: OwnCopyOptions = {}) {
  const top = temporaryDir(`rstest-guide-${path.basename(fixture)}-`);
  const dir = copyFiles(fixture, path.join(top, folder));
  linkTree(path.join(fixture, 'node_modules'), path.join(dir, 'node_modules'), new Set(leaveOut));
  change(dir);
  return { dir, top };
}

export interface OwnRunOptions extends RunOptions {
  /** Where to start it: the project's folder by default. */
  cwd?: string;
}

/** `rstest <args>` of the project `dir` (its node_modules/.bin/rstest), as a reader's terminal starts it. */
export const runOwn = (dir: string, args: string[] = ['run'], { cwd = dir, ...options }: OwnRunOptions = {}): Promise<Run> =>
  rstest(cwd, args, { env: READER_ENV, ...options, bin: path.join(dir, 'node_modules/.bin/rstest') });

/** The package.json of `name` as installed in the node_modules of `project`. */
export const installed = (project: string, name: string) => JSON.parse(readFileSync(path.join(project, 'node_modules', name, 'package.json'), 'utf8'));

/**
 * What `node --input-type=module -e <script> <input as JSON>` prints in `dir`, parsed as JSON: a script whose imports
 * resolve from the project's own packages. Fails with the script's output if it does.
 */
export const nodeJson = (dir: string, script: string, input: unknown) =>
  task(async () => {
    const result = await rstest(dir, ['--input-type=module', '-e', script, JSON.stringify(input)], { bin: process.execPath });
    if (result.exitCode !== 0) throw new Error(result.output);
    return JSON.parse(result.stdout);
  });

// ---------------------------------------------------------------------------------------------------------------
// npm itself, in empty projects: what a reader's `npm add` does with the peer ranges.

/** A project of a package.json alone (`name`, `devDependencies`), in a fresh temporary folder. */
export function npmProject(name: string, devDependencies: Record<string, string> = {}): string {
  const dir = temporaryDir('rstest-guide-npm-');
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ name, version: '1.0.0', private: true, devDependencies }, null, 2)}\n`);
  return dir;
}

/** `npm <args> --no-audit --no-fund` in `dir`. */
export const npm = (dir: string, args: string[], options: RunOptions = {}): Promise<Run> =>
  rstest(dir, [...args, '--no-audit', '--no-fund'], { ...options, bin: 'npm' });
