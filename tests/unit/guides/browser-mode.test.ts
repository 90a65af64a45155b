/**
 * Backs guide/advanced/browser-mode.mdx: runs its fixture (tests/examples/guides/browser-mode/) and checks what the
 * page says happens.
 *
 * The fixture is a separate npm project (its own package.json and package-lock.json, installed by
 * scripts/ensure-projects.mjs): browser mode needs `@rstest/browser`, whose newest release (0.11.9) requires
 * `@rstest/core` 0.11.9 exactly, while the site documents 0.12.0. So every Rstest run here is the fixture's own
 * `rstest` (0.11.9), never the repository's. The browser is Debian's Chromium (scripts/ensure-browser.mjs), which
 * the fixture's config hands to Playwright as `executablePath`: Playwright cannot download its own builds here.
 *
 * Runs, two at a time (each a few seconds):
 * - `browserRun`: the fixture as it is, headless Chromium: every test passes.
 * - `jsdomRun`: the same files in Node with jsdom (`--browser.enabled=false --testEnvironment jsdom`): the layout
 *   tests fail with 0 sizes, and the `page` calls fail outside a browser.
 * - `headedRun`: `--browser.headless=false` without a display: Playwright's XServer message.
 * - `noBrowserRun`: a copy whose config has no `executablePath`: Playwright looks for its own Chromium build in an
 *   empty cache folder.
 * - `noPlaywrightRun`: a copy of the project whose node_modules lacks `playwright`.
 * - `nodeBuiltinRun`: a copy with a test file importing `node:fs`, run with `--testEnvironment jsdom`: the build
 *   error, and the warning that the test environment is ignored.
 * - `typeRun`: TypeScript over the fixture (its tsconfig.json): the config and the tests type-check, `expect.element`
 *   included, which importing `@rstest/browser` declares.
 * - `eresolveRun`: `npm install --dry-run` of `@rstest/browser` into a project on `@rstest/core` 0.12.0, as the
 *   page's command does it: npm refuses the peer dependency. This run asks the npm registry for the newest
 *   `@rstest/browser`: once a 0.12 release is published, npm accepts it and this test fails, telling that the page
 *   (and the fixture's versions) must move to it.
 * The page shows `<root>` for the absolute path of a project and `~/.cache` for Playwright's cache folder. Each run
 * that starts Rstest's server for the browser gets a port of its own (`portFlag`).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, expect, rs, test } from '@rstest/core';
import { copyFiles, READER_ENV, removeTemporaryDirs, rstest, task, temporaryDir } from '../utils/concurrent-runs';
import { REPO_ROOT } from '../utils/docs';
import { guideFixtureDir, missingOutputLines, shownOutput } from '../utils/guides';

const PAGE = 'guide/advanced/browser-mode.mdx';
const fixture = guideFixtureDir(PAGE);
const modules = path.join(fixture, 'node_modules');
rs.setConfig({ testTimeout: 600_000 });
afterAll(removeTemporaryDirs, 600_000);

if (!existsSync(path.join(modules, '.bin/rstest'))) {
  throw new Error(`${path.relative(process.cwd(), fixture)} is not installed: run \`node scripts/ensure-projects.mjs\` (npm test does).`);
}

/** The fixture's own Rstest (0.11.9), in the project `dir`. */
const bin = (dir: string) => path.join(dir, 'node_modules/.bin/rstest');
const env = READER_ENV;


/** A copy of the fixture's files whose node_modules is a link to the fixture's, with `change` applied. */
function variant(change: (dir: string) => void): string {
  const dir = copyFiles(fixture, path.join(temporaryDir('rstest-guide-browser-'), 'project'));
  symlinkSync(modules, path.join(dir, 'node_modules'), 'dir');
  change(dir);
  return dir;
}

/**
 * A copy of the fixture with node_modules of its own, without `playwright` (and `playwright-core`). It must be a
 * copy, not links: Node resolves `playwright` from where `@rstest/browser` really is, so a link would find the
 * fixture's. Files are hard-linked where the file system allows it (nothing here writes into node_modules but
 * Rstest's cache, which is left out), otherwise copied.
 */
function withoutPlaywright(): string {
  const dir = copyFiles(fixture, path.join(temporaryDir('rstest-guide-browser-'), 'project'));
  const target = path.join(dir, 'node_modules');
  mkdirSync(target);
  const skipped = new Set(['.cache', '.bin', 'playwright', 'playwright-core']);
  for (const entry of readdirSync(modules).filter((name) => !skipped.has(name))) {
    const linked = spawnSync('cp', ['-al', path.join(modules, entry), path.join(target, entry)]);
    if (linked.status !== 0) cpSync(path.join(modules, entry), path.join(target, entry), { recursive: true, verbatimSymlinks: true });
  }
  mkdirSync(path.join(target, '.bin'));
  symlinkSync('../@rstest/core/bin/rstest.js', path.join(target, '.bin/rstest'));
  return dir;
}

/**
 * `--browser.port` with a port free right now. Rstest's server for the browser starts at port 4000 and moves to the
 * next free one, but two runs starting at the same moment can both find 4000 free, and one of them then stops with
 * `listen EADDRINUSE`: each run that starts the server gets a port of its own. The page's output does not show it.
 */
function portFlag(): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(['--browser.port', String(port)]));
    });
  });
}

const browserRun = task(async () => rstest(fixture, ['run', ...(await portFlag())], { env, bin: bin(fixture) }));
const jsdomRun = rstest(fixture, ['run', '--browser.enabled=false', '--testEnvironment', 'jsdom'], { env, bin: bin(fixture) });
const headedRun = task(async () =>
  rstest(fixture, ['run', '--browser.headless=false', ...(await portFlag())], {
    env: { ...env, DISPLAY: undefined, WAYLAND_DISPLAY: undefined },
    bin: bin(fixture),
  }),
);
const noBrowserRun = task(async () => {
  const dir = variant((project) => {
    const config = path.join(project, 'rstest.config.ts');
    const text = readFileSync(config, 'utf8');
    const without = text.replace(/^.*executablePath.*\n/m, '');
    if (without === text) throw new Error('the config sets no executablePath');
    writeFileSync(config, without);
  });
  // Playwright looks for its browsers under $XDG_CACHE_HOME (or ~/.cache): an empty folder here, shown as ~/.cache.
  const cache = temporaryDir('rstest-guide-browser-cache-');
  const run = await rstest(dir, ['run', ...(await portFlag())], { env: { ...env, XDG_CACHE_HOME: cache, PLAYWRIGHT_BROWSERS_PATH: undefined }, bin: bin(dir) });
  return { ...run, output: run.output.replaceAll(cache, '~/.cache') };
});
const noPlaywrightRun = task(async () => {
  const dir = withoutPlaywright();
  const run = await rstest(dir, ['run', ...(await portFlag())], { env, bin: bin(dir) });
  return { ...run, output: run.output.replaceAll(dir, '<root>') };
});
const nodeBuiltinRun = task(async () => {
  const dir = variant((project) =>
    writeFileSync(
      path.join(project, 'src/config-file.test.ts'),
      `import { readFileSync } from 'node:fs';
import { expect, test } from '@rstest/core';

test('reads the config', () => {
  expect(readFileSync('rstest.config.ts', 'utf8')).toContain('browser');
});
`,
    ),
  );
  return rstest(dir, ['run', 'src/config-file.test.ts', '--testEnvironment', 'jsdom', ...(await portFlag())], { env, bin: bin(dir) });
});
const typeRun = rstest(REPO_ROOT, ['-p', fixture, '--noEmit', '--pretty', 'false'], { bin: path.join(REPO_ROOT, 'node_modules/.bin/tsc') });
const eresolveRun = task(() => {
  const dir = temporaryDir('rstest-guide-browser-npm-');
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'app', version: '1.0.0', private: true, devDependencies: { '@rstest/core': '0.12.0' } }, null, 2)}\n`);
  // Only PATH and HOME: no npm_config_* of an `npm test` around this run.
  return rstest(dir, ['install', '-D', '@rstest/browser', 'playwright', '--dry-run', '--no-audit', '--no-fund'], { bin: 'npm', cleanEnv: true });
});

test('the fixture pins the versions the page names', () => {
  const { devDependencies } = JSON.parse(readFileSync(path.join(fixture, 'package.json'), 'utf8'));
  const installed = (name: string) => JSON.parse(readFileSync(path.join(modules, name, 'package.json'), 'utf8')).version;
  for (const name of ['@rstest/core', '@rstest/browser', 'playwright']) expect(installed(name), name).toBe(devDependencies[name]);
  expect(devDependencies['@rstest/core']).toBe('0.11.9');
  expect(devDependencies['@rstest/browser']).toBe('0.11.9');
});

test('in headless Chromium every test passes: the CSS applies, and the page gives real focus and clicks', async () => {
  const { exitCode, output } = await browserRun;
  expect(exitCode, output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'run'), output), output).toEqual([]);
});

test('in jsdom the layout tests fail with 0 sizes and page calls fail outside a browser', async () => {
  const { exitCode, output } = await jsdomRun;
  expect(exitCode, output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'jsdom'), output), output).toEqual([]);
  expect(missingOutputLines(shownOutput(PAGE, 'page-in-node'), output), output).toEqual([]);
});

test('a headed run without a display stops with the message of Playwright', async () => {
  const { exitCode, output } = await headedRun;
  expect(exitCode, output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'no-display'), output), output).toEqual([]);
});

test('without executablePath, Playwright looks for a browser it never downloaded', async () => {
  const { exitCode, output } = await noBrowserRun;
  expect(exitCode, output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'no-browser'), output), output).toEqual([]);
});

test('without the playwright package the run stops before any test', async () => {
  const { exitCode, output } = await noPlaywrightRun;
  expect(exitCode, output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'no-playwright'), output), output).toEqual([]);
});

test('a Node built-in cannot be imported, and testEnvironment is ignored with a warning', async () => {
  const { exitCode, output } = await nodeBuiltinRun;
  expect(exitCode, output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'node-builtin'), output), output).toEqual([]);
  expect(missingOutputLines(shownOutput(PAGE, 'test-environment'), output), output).toEqual([]);
});

test('the fixture type-checks, expect.element included', async () => {
  const { exitCode, output } = await typeRun;
  expect({ exitCode, output: output.trim() }).toEqual({ exitCode: 0, output: '' });
});

test('npm refuses @rstest/browser in a project on @rstest/core 0.12.0', async () => {
  const { exitCode, output } = await eresolveRun;
  expect(exitCode, output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'eresolve'), output), output).toEqual([]);
});
