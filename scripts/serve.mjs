// Serves the built site (doc_build/) on loopback the way a static host would: clean URLs, 404 page (a language's own
// under its prefix: /zh/… → zh/404.html), gzip. `--root <dir>` serves another build (the fixture sites of
// tests/e2e/fixtures/). `--build` (npm start) first builds the site, its log in a file, so the address stays in view.
// No request stops the server: a malformed one gets a 400, another method than GET or HEAD a 405.
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const argument = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Where the build writes (rspress.config.ts: RSTEST_DOCS_OUT_DIR, else doc_build/).
const ROOT = path.resolve(argument('--root') ?? (process.env.RSTEST_DOCS_OUT_DIR || path.join(PROJECT, 'doc_build')));
const PORT = Number(argument('--port') ?? (process.env.PORT || 4173));
const BUILD_LOG = path.join(PROJECT, 'node_modules/.cache/rstest-docs/build.log');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.zip': 'application/zip',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.md', '.xml']);

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** Every file of the build by its lower-case path, for the case-insensitive fallback. */
function filesByLowerCase(dir, index = new Map()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) filesByLowerCase(full, index);
    else index.set(full.toLowerCase(), full);
  }
  return index;
}
let lowerCaseIndex;

/**
 * Maps a decoded URL path to a file: exact file, then `.html` (clean URLs), then `index.html`; a trailing slash may
 * also name a page (`/guide/start/quick-start/`), and letter case is ignored when nothing matches exactly — the
 * client router matches routes the same way (SPEC-COVERAGE R1, R2). Nothing outside ROOT: null.
 */
function resolveFile(decoded) {
  const target = path.normalize(path.join(ROOT, decoded));
  if (target !== ROOT && !target.startsWith(ROOT + path.sep)) return null;
  const page = target.replace(/[\\/]+$/, '');
  const candidates = decoded.endsWith('/')
    ? [path.join(target, 'index.html'), ...(page === ROOT ? [] : [`${page}.html`])]
    : [target, `${target}.html`, path.join(target, 'index.html')];
  const exact = candidates.find(isFile);
  if (exact) return exact;
  lowerCaseIndex ??= filesByLowerCase(ROOT);
  return candidates.map((file) => lowerCaseIndex.get(file.toLowerCase())).find(Boolean) ?? null;
}

/**
 * The 404 page for a path: its language folder's own (`/zh/nope` → zh/404.html, which the build prerenders in
 * Chinese: plugins/localeNotFound.ts), else the default language's 404.html. The host rule deployers copy (README).
 */
function notFoundPage(decoded) {
  lowerCaseIndex ??= filesByLowerCase(ROOT);
  const localized = path.join(ROOT, decoded.split('/')[1] ?? '', '404.html');
  // A file of the build (no `..` out of it), named in the same case: the browser takes /ZH/… for English too.
  return lowerCaseIndex.get(localized.toLowerCase()) === localized ? localized : path.join(ROOT, '404.html');
}

/** The decoded path a request names; null if it is no URL (`//[`), is badly %-encoded, or holds a NUL byte. */
function requestPath(url = '/') {
  try {
    const decoded = decodeURIComponent(new URL(url, 'http://localhost').pathname);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

/** Each file compressed once (per version of it), as a static host or CDN would serve it, not on every request. */
const compressed = new Map();
function gzipped(file) {
  const version = statSync(file).mtimeMs;
  const cached = compressed.get(file);
  if (cached?.version === version) return cached.body;
  const body = gzipSync(readFileSync(file));
  compressed.set(file, { version, body });
  return body;
}

/** Compresses every file ahead of its first request (as gzip_static would), one file per turn of the event loop. */
async function precompress() {
  lowerCaseIndex ??= filesByLowerCase(ROOT);
  for (const file of lowerCaseIndex.values()) {
    if (!COMPRESSIBLE.has(path.extname(file)) || compressed.has(file)) continue;
    gzipped(file);
    await new Promise(setImmediate);
  }
}

function send(req, res, file, status) {
  const ext = path.extname(file);
  const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream' };
  // Hashed assets never change; pages must be revalidated.
  headers['Cache-Control'] = file.includes(`${path.sep}static${path.sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (!gzip) {
    res.writeHead(status, headers);
    // A file that vanishes mid-read ends this response, not the server.
    return req.method === 'HEAD' ? res.end() : createReadStream(file).on('error', () => res.destroy()).pipe(res);
  }
  const body = gzipped(file);
  res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const fail = (res, status, message, headers = {}) =>
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(`${message}\n`);

function handle(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return fail(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
  const decoded = requestPath(req.url);
  if (decoded === null) return fail(res, 400, 'Bad Request');
  const file = resolveFile(decoded);
  if (file) send(req, res, file, 200);
  else send(req, res, notFoundPage(decoded), 404);
}

/** `rspress build` with its ~900 lines in BUILD_LOG; warnings and errors still shown, the whole log if it fails. */
function build() {
  mkdirSync(path.dirname(BUILD_LOG), { recursive: true });
  console.log(`Building the site (full log: ${path.relative(process.cwd(), BUILD_LOG)})…`);
  const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json')), 'bin/rspress.js');
  const child = spawn(process.execPath, [cli, 'build'], { cwd: PROJECT, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(BUILD_LOG);
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      log.write(chunk);
      output += chunk;
    });
  }
  // Ctrl+C during the build stops the build too.
  const stop = (signal) => child.kill(signal);
  process.once('SIGINT', stop).once('SIGTERM', stop);
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      process.off('SIGINT', stop).off('SIGTERM', stop);
      log.end();
      if (signal) process.exit(1);
      if (code !== 0) {
        console.error(output);
        console.error(`The build failed (exit code ${code}); nothing is served.`);
        process.exit(code);
      }
      const notes = output.split('\n').filter((line) => /^\s*(warn|error)\b/.test(line));
      if (notes.length) console.log(notes.join('\n'));
      resolve();
    }),
  );
}

if (process.argv.includes('--build')) await build();
if (!existsSync(ROOT)) {
  console.error(`${path.relative(process.cwd(), ROOT) || ROOT} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    // No request may stop the server: this one fails, the next are served.
    console.error(`${req.method} ${req.url}: ${error}`);
    if (res.headersSent) res.destroy();
    else fail(res, 500, 'Internal Server Error');
  }
})
  .on('error', (error) => {
    console.error(`Cannot serve on 127.0.0.1:${PORT}: ${error.message}`);
    process.exit(1);
  })
  .listen(PORT, '127.0.0.1', () => {
    console.log(`Rstest docs served at http://127.0.0.1:${PORT}/  (Ctrl+C to stop)`);
    // A file removed meanwhile (a rebuild) is compressed when asked for instead.
    precompress().catch(() => {});
  });
