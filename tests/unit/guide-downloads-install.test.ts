/**
 * A guide's download works for a reader: its archive (plugins/guideDownloads.ts), unpacked into an empty folder,
 * installs from the npm registry (`npm install --no-audit --no-fund`), gets the versions its section states, and the
 * command the section gives (`npm test`, or `npx rstest run` for a project whose package.json has no test script)
 * exits with 0 and prints the test counts of the runs the guide's own test makes: Rstest in the fixture itself, with
 * the packages of this repository (in each inner project, for a migration's after/ folders). The upgrade guides'
 * examples have no such command: there the installed CLI must be the release the package.json pins.
 *
 * One guide per run of the suite, chosen by the day (days since 1970 modulo the number of guides), so that every
 * guide is installed in turn; RSTEST_DOCS_DOWNLOAD_GUIDE=<slug>[,<slug>…] picks others
 * (`RSTEST_DOCS_DOWNLOAD_GUIDE=mocking npx rstest run tests/unit/guide-downloads-install.test.ts`). Needs the
 * registry; 10–80 s for a guide with npm's cache warm, most of it the install.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, rs, test } from '@rstest/core';
import { type GuideArchive, guideArchive, guidesWithFixtures } from '../../plugins/guideDownloads';
import { unzip } from '../../plugins/zip';
import { removeTemporaryDirs, rstest, type Run, task, temporaryDir } from './utils/concurrent-runs';
import { DOCS_ROOT } from './utils/docs';

rs.setConfig({ testTimeout: 900_000 });
afterAll(removeTemporaryDirs, 600_000);

const guides = guidesWithFixtures(DOCS_ROOT);
const DAY = Math.floor(Date.now() / 86_400_000);
const chosen = process.env.RSTEST_DOCS_DOWNLOAD_GUIDE
  ? process.env.RSTEST_DOCS_DOWNLOAD_GUIDE.split(',').map((slug) => slug.trim())
  : [guides[DAY % guides.length].slug];

/** A reader's terminal in CI: this suite's environment left out (npm_config_* of a parent `npm test` included). */
const env = { CI: '1', NO_COLOR: '1', FORCE_COLOR: '0', RSTEST_NO_AGENT: '1' };

/** Writes the archive's files into a new temporary folder; returns the project's folder (`<tmp>/<slug>`). */
function unpack(archive: GuideArchive): string {
  const dir = temporaryDir('rstest-guide-download-');
  for (const { name, data } of unzip(archive.zip)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), data);
  }
  return path.join(dir, archive.slug);
}

/**
 * The command the section gives: `npm test`, or `npx rstest run` where the package.json has no test script. Examples
 * run on several releases (the upgrade guides) have none: `npx rstest --version` then shows which release runs them.
 */
const runTests = (archive: GuideArchive, dir: string, priority = false): Promise<Run> => {
  const [bin, ...args] = (archive.testCommand ?? 'npx rstest --version').split(' ');
  return rstest(dir, args, { bin, cleanEnv: true, env, priority });
};

/**
 * The folders of a fixture its guide's test runs Rstest in: the root if it has a config or holds no project of its
 * own, else each folder with a package.json whose `test` script runs Rstest (a migration's after/).
 */
function rstestFolders(fixtureDir: string): string[] {
  if (readdirSync(fixtureDir).some((file) => /^rstest\.config\./.test(file))) return ['.'];
  const projects = (readdirSync(fixtureDir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => !file.split(path.sep).includes('node_modules') && path.basename(file) === 'package.json')
    .filter((file) => /^rstest\b/.test(JSON.parse(readFileSync(path.join(fixtureDir, file), 'utf8')).scripts?.test ?? ''))
    .map((file) => path.dirname(file))
    .sort();
  return projects.length ? projects : ['.'];
}

/** The summary lines of every Rstest run in the output: `Test Files 7 passed`, `Tests 12 passed`. */
const summaries = (output: string) =>
  output
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter((line) => /^(?:Test Files|Tests) \d/.test(line));

test('the guide to install is one with a fixture project', () => {
  expect(guides.length).toBeGreaterThan(0);
  for (const slug of chosen) expect(guides.map((guide) => guide.slug), slug).toContain(slug);
});

describe.each(chosen)('%s', (slug) => {
  const guide = guides.find((g) => g.slug === slug);
  const archive = guide && guideArchive(guide, DOCS_ROOT);

  const installed = task(async () => {
    if (!archive) throw new Error(`no guide ${slug}`);
    const dir = unpack(archive);
    const started = Date.now();
    const install = await rstest(dir, ['install', '--no-audit', '--no-fund'], { bin: 'npm', cleanEnv: true, env, timeout: 600_000 });
    const installMs = Date.now() - started;
    const run = install.exitCode === 0 ? await runTests(archive, dir, true) : undefined;
    return { dir, install, installMs, run };
  });

  // What the guide's own test runs: Rstest in the fixture itself, with the packages of this repository (or a fixture's
  // own command in it, for a fixture with a package.json of its own), in each folder that is an Rstest project.
  const reference = task(async () => {
    if (!archive?.testCommand || !guide) return undefined;
    if (!archive.package.generated) {
      if (archive.testCommand === 'npm test') return runTests(archive, guide.fixtureDir);
      // No script: its own install's Rstest if it has one, else this repository's (the one Node.js finds from it).
      const own = path.join(guide.fixtureDir, 'node_modules/.bin/rstest');
      return rstest(guide.fixtureDir, ['run'], { cleanEnv: true, env, ...(existsSync(own) && { bin: own }) });
    }
    const runs: Run[] = [];
    for (const dir of rstestFolders(guide.fixtureDir)) runs.push(await rstest(path.join(guide.fixtureDir, dir), ['run'], { cleanEnv: true, env, priority: runs.length > 0 }));
    return { exitCode: Math.max(...runs.map((run) => run.exitCode)), output: runs.map((run) => run.output).join('\n') } as Run;
  });

  test('installs from the registry, and the command the section gives passes with the counts of the guide’s fixture', async () => {
    const { install, installMs, run } = await installed;
    expect(install.exitCode, install.output).toBe(0);
    console.log(`${slug}: npm install done ${(installMs / 1000).toFixed(1)} s after it was queued`);
    expect(run?.exitCode, run?.output).toBe(0);
    if (!archive?.testCommand) {
      // Examples without a test command: the CLI the reader gets is the release the package.json pins.
      expect(run?.stdout.trim()).toMatch(new RegExp(`^rstest/${(archive?.package.json.devDependencies as Record<string, string>)['@rstest/core']} `));
      return;
    }
    const expected = (await reference) as Run;
    expect(expected.exitCode, expected.output).toBe(0);
    const counts = summaries(expected.output);
    expect(counts.length, expected.output).toBeGreaterThan(0);
    expect(counts.some((line) => /^Tests \d+ passed/.test(line)), expected.output).toBe(true);
    expect(summaries(run?.output ?? '')).toEqual(counts);
  });

  test('the installed versions are those the section states', async () => {
    const { dir, install } = await installed;
    expect(install.exitCode, install.output).toBe(0);
    // Where the guide's test runs several releases, the package.json pins the newest.
    for (const [name, versions] of archive?.package.versions ?? []) {
      const installedPackage = path.join(dir, 'node_modules', name, 'package.json');
      expect(existsSync(installedPackage), name).toBe(true);
      expect(JSON.parse(readFileSync(installedPackage, 'utf8')).version, name).toBe(versions.at(-1));
    }
  });
});
