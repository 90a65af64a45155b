// Builds a site into a temp folder and serves it, for browser tests of options the real build does not use: the
// fixture sites of tests/e2e/fixtures/ (our theme, other options) and the real site with other environment settings.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const REPO = path.resolve(import.meta.dirname, '../../..');
const FIXTURES = path.join(REPO, 'tests/e2e/fixtures');
const CACHE = path.join(os.tmpdir(), 'rstest-docs-site-builds');
/** What every build is made of besides its pages and config: the theme and the data modules it imports. */
const SHARED_SOURCES = ['theme', 'site', 'plugins', 'package-lock.json'];

export interface ServedSite {
  /** The absolute URL of a path on the served site. */
  url(pathname: string): string;
  close(): Promise<void>;
}

function hashTree(hash: ReturnType<typeof createHash>, entry: string) {
  const full = path.join(REPO, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) hashTree(hash, path.join(entry, name));
    return;
  }
  hash.update(entry).update(readFileSync(full));
}

/**
 * A folder to build in: its node_modules links every package of the repository, so the build has its own caches, and
 * theme/ links the site's theme (Rspress looks for it in the working directory).
 */
function makeWorkDir(dir: string) {
  mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
  symlinkSync(path.join(REPO, 'theme'), path.join(dir, 'theme'));
  for (const name of readdirSync(path.join(REPO, 'node_modules'))) {
    if (name === '.cache' || name === '.rspress') continue;
    symlinkSync(path.join(REPO, 'node_modules', name), path.join(dir, 'node_modules', name));
  }
}

/** A site to build: a config file and what its build is made of (paths relative to the repository). */
export interface SiteSource {
  name: string;
  config: string;
  sources: string[];
  /**
   * For the real config over other pages: the folder (relative to the repository) whose pages (en/, zh/) the build
   * takes instead of docs/, with the real site's static files (docs/public: the logo and icons its config names).
   */
  pagesFrom?: string;
}

/** A fixture site of tests/e2e/fixtures/, built with the real site's theme. */
export const fixture = (name: string): SiteSource => ({
  name,
  config: path.join(FIXTURES, name, 'rspress.config.ts'),
  sources: [path.relative(REPO, path.join(FIXTURES, name)), ...SHARED_SOURCES],
});

/** The real site, for builds with other options (rspress.config.ts reads them from the environment). */
export const realSite: SiteSource = {
  name: 'site',
  config: path.join(REPO, 'rspress.config.ts'),
  sources: ['docs', 'rspress.config.ts', ...SHARED_SOURCES],
};

/**
 * The real site's config (its plugins, theme and the options it reads from the environment) over the pages of a
 * fixture site: for options whose behaviour does not depend on the pages, a build of a few pages instead of the whole
 * site. The pages are copied into the build's folder with docs/public, and rspress.config.ts takes them from there
 * (RSTEST_DOCS_ROOT).
 */
export const realConfigOver = (name: string): SiteSource => {
  const pages = path.relative(REPO, path.join(FIXTURES, name, 'docs'));
  return {
    name: `site-over-${name}`,
    config: path.join(REPO, 'rspress.config.ts'),
    sources: [pages, 'docs/public', 'rspress.config.ts', ...SHARED_SOURCES],
    pagesFrom: pages,
  };
};

/**
 * Builds a site into a temp folder (its config puts the output in RSTEST_DOCS_OUT_DIR) and returns that folder. A
 * build is reused while its sources and `env` are unchanged (builds take a minute or more).
 */
export async function buildSite(site: SiteSource, env: Record<string, string> = {}): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(env));
  for (const entry of site.sources) hashTree(hash, entry);
  const outDir = path.join(CACHE, `${site.name}-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(path.join(outDir, 'index.html'))) return outDir;

  const workDir = `${outDir}.work-${process.pid}`;
  rmSync(workDir, { recursive: true, force: true });
  makeWorkDir(workDir);
  const docsEnv: Record<string, string> = {};
  if (site.pagesFrom) {
    const docs = path.join(workDir, 'docs');
    cpSync(path.join(REPO, site.pagesFrom), docs, { recursive: true });
    cpSync(path.join(REPO, 'docs/public'), path.join(docs, 'public'), { recursive: true });
    docsEnv.RSTEST_DOCS_ROOT = docs;
  }
  const building = `${outDir}.build-${process.pid}`;
  try {
    await promisify(execFile)(
      process.execPath,
      [path.join(REPO, 'node_modules/@rspress/core/bin/rspress.js'), 'build', '-c', site.config],
      { cwd: workDir, env: { ...process.env, ...env, ...docsEnv, RSTEST_DOCS_OUT_DIR: building }, maxBuffer: 64 * 1024 * 1024 },
    );
    // Another worker may have finished the same build meanwhile; either copy will do.
    if (!existsSync(outDir)) renameSync(building, outDir);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
    rmSync(building, { recursive: true, force: true });
  }
  return outDir;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Builds a site (or reuses its build) and serves it with scripts/serve.mjs on a free loopback port. */
export async function startSite(site: SiteSource, env: Record<string, string> = {}): Promise<ServedSite> {
  const root = await buildSite(site, env);
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, [path.join(REPO, 'scripts/serve.mjs'), '--root', root, '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('served at')) resolve();
    });
  });
  return {
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    close: async () => {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill();
      await exited;
    },
  };
}
