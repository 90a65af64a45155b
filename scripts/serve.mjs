// Serves the built site (doc_build/) on loopback the way a static host would: clean URLs, 404 page, gzip.
// `--root <dir>` serves another build (the fixture sites of tests/e2e/fixtures/).
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const argument = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const ROOT = path.resolve(argument('--root') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../doc_build'));
const PORT = Number(argument('--port') ?? (process.env.PORT || 4173));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
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
 * Maps a URL path to a file: exact file, then `.html` (clean URLs), then `index.html`; a trailing slash may also
 * name a page (`/guide/start/quick-start/`), and letter case is ignored when nothing matches exactly — the
 * client router matches routes the same way (SPEC §2).
 */
function resolveFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
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
    return req.method === 'HEAD' ? res.end() : createReadStream(file).pipe(res);
  }
  const body = gzipped(file);
  res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

if (!existsSync(ROOT)) {
  console.error('doc_build/ is missing: run `npm run build` first.');
  process.exit(1);
}

createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const file = resolveFile(pathname);
  if (file) send(req, res, file, 200);
  else send(req, res, path.join(ROOT, '404.html'), 404);
}).listen(PORT, '127.0.0.1', () => {
  console.log(`Rstest docs served at http://127.0.0.1:${PORT}/`);
  precompress();
});
