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
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, expect, rs, test } from '@rstest/core';
import { READER_ENV, removeTemporaryDirs, rstest, task, temporaryDir } from '../utils/concurrent-runs';
import { REPO_ROOT } from '../utils/docs';
import { edit } from '../utils/fixture-copies';
import { guideFixtureDir, missingOutputLines, shownOutput } from '../utils/guides';
import { installed, npm, npmProject, ownCopy, runOwn } from '../utils/own-install';

const PAGE = 'guide/advanced/browser-mode.mdx';
const fixture = guideFixtureDir(PAGE);
rs.setConfig({ testTimeout: 600_000 });
afterAll(removeTemporaryDirs, 600_000);

if (!existsSync(path.join(fixture, 'node_modules/.bin/rstest'))) {
  throw new Error(`${path.relative(process.cwd(), fixture)} is not installed: run \`node scripts/ensure-projects.mjs\` (npm test does).`);
}

const env = READER_ENV;

/** A copy of the fixture with its own packages, with `change` applied. */
const variant = (change: (dir: string) => void) => ownCopy(fixture, change).dir;

/**
 * A copy of the fixture whose node_modules lacks `playwright` (and `playwright-core`, and their bins). Its node_modules
 * must be a copy, not a link to the fixture's: Node resolves `playwright` from where `@rstest/browser` really is, so
 * through a link it would find the fixture's.
 */
const withoutPlaywright = () =>
  ownCopy(fixture, undefined, { leaveOut: ['playwright', 'playwright-core', '.bin/playwright', '.bin/playwright-core'] }).dir;

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

// Every run starts the fixture's own Rstest (0.11.9).
const browserRun = task(async () => runOwn(fixture, ['run', ...(await portFlag())]));
const jsdomRun = runOwn(fixture, ['run', '--browser.enabled=false', '--testEnvironment', 'jsdom']);
const headedRun = task(async () =>
  runOwn(fixture, ['run', '--browser.headless=false', ...(await portFlag())], { env: { ...env, DISPLAY: undefined, WAYLAND_DISPLAY: undefined } }),
);
const noBrowserRun = task(async () => {
  const dir = variant((project) => edit(project, 'rstest.config.ts', /^.*executablePath.*\n/m, ''));
  // Playwright looks for its browsers under $XDG_CACHE_HOME (or ~/.cache): an empty folder here, shown as ~/.cache.
  const cache = temporaryDir('rstest-guide-browser-cache-');
  const run = await runOwn(dir, ['run', ...(await portFlag())], { env: { ...env, XDG_CACHE_HOME: cache, PLAYWRIGHT_BROWSERS_PATH: undefined } });
  return { ...run, output: run.output.replaceAll(cache, '~/.cache') };
});
const noPlaywrightRun = task(async () => {
  const dir = withoutPlaywright();
  const run = await runOwn(dir, ['run', ...(await portFlag())]);
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
  return runOwn(dir, ['run', 'src/config-file.test.ts', '--testEnvironment', 'jsdom', ...(await portFlag())]);
});
const typeRun = rstest(REPO_ROOT, ['-p', fixture, '--noEmit', '--pretty', 'false'], { bin: path.join(REPO_ROOT, 'node_modules/.bin/tsc') });
// Only PATH and HOME: no npm_config_* of an `npm test` around this run.
const eresolveRun = npm(npmProject('app', { '@rstest/core': '0.12.0' }), ['install', '-D', '@rstest/browser', 'playwright', '--dry-run'], { cleanEnv: true });

test('the fixture pins the versions the page names', () => {
  const { devDependencies } = JSON.parse(readFileSync(path.join(fixture, 'package.json'), 'utf8'));
  for (const name of ['@rstest/core', '@rstest/browser', 'playwright']) expect(installed(fixture, name).version, name).toBe(devDependencies[name]);
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
