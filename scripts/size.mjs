// `npm run size`: what the landing page costs a visitor. Builds the site twice in temporary copies — as it is,
// and without the landing components (hero, stars, features icons, tool block, product menu) — serves each
// with scripts/serve.mjs (gzip, like production) and loads / and /zh/ in Chromium until the network is idle.
// Prints the JS the landing components add, the first-load transfer per page, and any request to another host.
// Exits non-zero when a budget is exceeded.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, ensureBrowser } from './ensure-browser.mjs';
import { kindOf, newVisitor, serveBuild } from './served-site.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = ['/', '/zh/'];
const BUDGET = { addedJsKb: 15, firstLoadKb: 200, externalRequests: 0 };
/** What the first-load budget covers; anything else (the search index and engine, fetched when idle) is printed apart. */
const FIRST_LOAD_KINDS = ['html', 'css', 'js', 'font', 'image'];
/** The theme/index.tsx exports that make up the landing page and the product menu. */
const LANDING_EXPORTS = ['HomeFeature', 'HomeHero', 'HomeLayout', 'Layout'];
/** Not part of the site's sources, or rebuilt. */
const SKIP = new Set(['node_modules', 'doc_build', '.rspress', 'test-results', '.git']);

const kb = (bytes) => (bytes / 1024).toFixed(1);
/** "js 183.7, css 13.3, …" for the kinds inside (or outside) the first-load budget. */
const listKinds = (byKind, inFirstLoad) =>
  Object.entries(byKind)
    .filter(([kind]) => FIRST_LOAD_KINDS.includes(kind) === inFirstLoad)
    .map(([kind, bytes]) => `${kind} ${kb(bytes)}`)
    .join(', ') || 'nothing';

/** Copies the checkout into a temp folder (sharing node_modules), lets `edit` change the copy, and returns it. */
function copyCheckout(name, edit = () => {}) {
  const dir = mkdtempSync(path.join(tmpdir(), `rstest-size-${name}-`));
  cpSync(ROOT, dir, { recursive: true, filter: (src) => !SKIP.has(path.basename(src)) });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  edit(dir);
  return dir;
}

function build(dir) {
  console.log(`Building ${dir}…`);
  const result = spawnSync('npx', ['rspress', 'build'], { cwd: dir, encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(result.stdout.slice(-3000), result.stderr.slice(-3000));
    throw new Error(`Build failed in ${dir}`);
  }
}

/** Drops the landing exports from theme/index.tsx, so Rspress's own home page and navbar are used. */
function withoutLanding(dir) {
  const file = path.join(dir, 'theme/index.tsx');
  const lines = readFileSync(file, 'utf8').split('\n');
  const isLanding = (line) => LANDING_EXPORTS.some((name) => new RegExp(`^export \\{ ${name} \\} from`).test(line));
  const kept = lines.filter((line) => !isLanding(line));
  if (lines.length - kept.length !== LANDING_EXPORTS.length) {
    throw new Error(`theme/index.tsx no longer exports ${LANDING_EXPORTS.join(', ')} one per line; update scripts/size.mjs`);
  }
  writeFileSync(file, kept.join('\n'));
}

/**
 * Loads a page in a fresh browser context and sums what came over the wire (gzip bodies), by kind.
 * Resource Timing rather than response events: a file fetched twice (e.g. prefetched, then fetched from
 * the cache) is counted once, as the browser transferred it once.
 */
async function measure(browser, origin, route) {
  const context = await newVisitor(browser);
  const external = [];
  await context.route(
    (url) => url.origin !== origin,
    (request) => {
      external.push(request.request().url());
      return request.abort();
    },
  );
  const page = await context.newPage();
  await page.goto(origin + route, { waitUntil: 'networkidle' });
  // Some files (the search index and engine) are fetched once the page is idle: wait until 2 s pass with none.
  const readTransfers = () =>
    page.evaluate(() =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
        .filter((entry) => entry.transferSize > 0)
        .map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize })),
    );
  let transfers = await readTransfers();
  for (let settled = false; !settled; ) {
    await page.waitForTimeout(2000);
    const next = await readTransfers();
    settled = next.length === transfers.length;
    transfers = next;
  }
  await context.close();
  const byKind = {};
  for (const { url, bytes } of transfers) byKind[kindOf(url)] = (byKind[kindOf(url)] ?? 0) + bytes;
  const firstLoad = FIRST_LOAD_KINDS.reduce((sum, kind) => sum + (byKind[kind] ?? 0), 0);
  return { byKind, firstLoad, external };
}

async function main() {
  ensureBrowser();
  // Both copies first, then the builds: others may be editing the checkout meanwhile.
  const dirs = { with: copyCheckout('with-landing'), without: copyCheckout('without-landing', withoutLanding) };
  Object.values(dirs).forEach(build);
  const servers = {
    with: await serveBuild(path.join(dirs.with, 'doc_build')),
    without: await serveBuild(path.join(dirs.without, 'doc_build')),
  };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const failures = [];
  try {
    for (const route of PAGES) {
      const current = await measure(browser, servers.with.origin, route);
      const bare = await measure(browser, servers.without.origin, route);
      const addedJs = (current.byKind.js ?? 0) - (bare.byKind.js ?? 0);
      console.log(`\n${route}`);
      console.log(`  JS with landing:     ${kb(current.byKind.js ?? 0)} kB gzip`);
      console.log(`  JS without landing:  ${kb(bare.byKind.js ?? 0)} kB gzip`);
      console.log(`  JS added:            ${kb(addedJs)} kB (budget ${BUDGET.addedJsKb} kB)`);
      console.log(`  first load:          ${kb(current.firstLoad)} kB (budget ${BUDGET.firstLoadKb} kB): ${listKinds(current.byKind, true)}`);
      console.log(`  same, no landing:    ${kb(bare.firstLoad)} kB`);
      console.log(`  then, when idle:     ${listKinds(current.byKind, false)}`);
      console.log(`  other hosts:         ${current.external.length} request(s)${current.external.map((url) => `\n    ${url}`).join('')}`);
      if (addedJs / 1024 > BUDGET.addedJsKb) failures.push(`${route}: landing adds ${kb(addedJs)} kB of JS`);
      if (current.firstLoad / 1024 > BUDGET.firstLoadKb) failures.push(`${route}: first load is ${kb(current.firstLoad)} kB`);
      if (current.external.length > BUDGET.externalRequests) failures.push(`${route}: requests to other hosts`);
    }
  } finally {
    await browser.close();
    for (const server of Object.values(servers)) server.stop();
    for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
  }
  console.log(failures.length ? `\nOver budget:\n  ${failures.join('\n  ')}` : '\nWithin budget.');
  process.exitCode = failures.length ? 1 : 0;
}

await main();
