// Shared by the measuring scripts (size, bench): serve a build on a free loopback port, open pages as a returning
// visitor, and sort what a page loads by kind.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve.mjs');

/** A loopback port nothing listens on. */
export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Serves the build in `buildDir` with scripts/serve.mjs (gzip, like production) until `stop()`. */
export async function serveBuild(buildDir) {
  const port = await freePort();
  const server = spawn(process.execPath, [SERVE, '--port', String(port), '--root', buildDir], { stdio: 'pipe' });
  await new Promise((resolve, reject) => {
    server.stdout.once('data', resolve);
    server.once('exit', (code) => reject(new Error(`serve.mjs exited with code ${code} (${buildDir})`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.kill() };
}

/** A fresh context (empty cache) for a returning visitor, as the browser specs use: no once-per-visitor locale redirect. */
export async function newVisitor(browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  return context;
}

/**
 * What a loaded file counts as in a weight breakdown, by extension. `search` is what the search loads when the reader
 * is about to search: the index, the engine's chunk (named in search/searcher.ts) and the worker that
 * fetches the index's parts (search/parts.ts). A first visit that
 * does not search loads none of it (issue #19); the bench reports it apart, so that a regression shows.
 */
export function kindOf(url) {
  const { pathname } = new URL(url);
  const ext = path.extname(pathname);
  if (ext === '.json' || /\/search-(engine|parts)\.[0-9a-f]+\.js$/.test(pathname)) return 'search';
  if (ext === '.js') return 'js';
  if (ext === '.css') return 'css';
  if (ext === '.woff2') return 'font';
  if (['.svg', '.png', '.jpg', '.webp', '.ico'].includes(ext)) return 'image';
  return 'html';
}
