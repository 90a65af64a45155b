// `npm run bench`: how fast and light the site is. A benchmark, not a test: it prints figures and writes them to
// bench/results.json, and never fails on them. Measured, in order:
//   build       cold build (no build cache, no doc_build/) and build time per page
//   firstLoad   bytes over the wire (gzip, as scripts/serve.mjs serves them) and requests, for a first visit
//   navigation  client-side navigation, from a sidebar click to the new page's h1 in the document
//   search      search quality (hit@7, MRR per category and language) and latency in the page, per language
//   lighthouse  Lighthouse category scores, mobile and desktop, median of 3 runs
//
//   node scripts/bench.mjs                          builds, then measures
//   node scripts/bench.mjs --no-build               measures the existing doc_build/ (no build figures)
//   node scripts/bench.mjs --no-build --only search  one section only (npm run bench:search); results.json untouched
//   node scripts/bench.mjs --no-build --only firstLoad --pages /a,/b   first loads of other pages (e.g. the longest)
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { groupBy, latency, loadQueries, report, runQueries, summarize } from '../tests/e2e/search-harness.mjs';
import { CHROMIUM, CHROMIUM_ARGS, ensureBrowser } from './ensure-browser.mjs';
import { kindOf, newVisitor, serveBuild } from './served-site.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILD_DIR = path.join(ROOT, 'doc_build');
const RESULTS_FILE = path.join(ROOT, 'bench/results.json');

const FIRST_LOAD_PAGES = process.argv.includes('--pages')
  ? process.argv[process.argv.indexOf('--pages') + 1].split(',')
  : ['/', '/zh/', '/guide/start/quick-start', '/config/'];
/** Client navigations start here and walk the sidebar forward: a section with many pages, each loaded fresh. */
const NAVIGATION_START = '/config/';
const NAVIGATIONS = 10;
const LIGHTHOUSE_PAGES = ['/', '/guide/start/quick-start'];
const LIGHTHOUSE_RUNS = 3;
const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const round = (value, digits = 1) => Number(value.toFixed(digits));
const kb = (bytes) => round(bytes / 1024);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const load = () => loadavg().map((value) => round(value, 2));

/** Every HTML page of the build (both languages and the 404 page). */
const countPages = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .length;

/** A cold build: without Rspress's build cache and the previous output. */
function coldBuild() {
  rmSync(path.join(ROOT, 'node_modules/.cache'), { recursive: true, force: true });
  rmSync(BUILD_DIR, { recursive: true, force: true });
  console.log('Building (cold)…');
  const start = performance.now();
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/@rspress/core/bin/rspress.js'), 'build'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const ms = performance.now() - start;
  if (result.status !== 0) {
    console.error(result.stdout.slice(-3000), result.stderr.slice(-3000));
    throw new Error('The build failed');
  }
  const pages = countPages(BUILD_DIR);
  return { seconds: round(ms / 1000, 2), pages, msPerPage: round(ms / pages) };
}

/**
 * A first visit to `route`: every request until the network has stayed quiet for 2 s (the search index is
 * prefetched once the page is idle), with the bytes the browser received for it (CDP encodedDataLength: gzip
 * bodies plus headers). Requests to other hosts are counted apart (none are expected). No request interception: it
 * would turn the HTTP cache off, and the cache is what answers the idle-time load of the index that Rspress prefetched.
 */
async function firstLoad(browser, origin, route) {
  const context = await newVisitor(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (/^https?:/.test(request.url)) requests.set(requestId, { url: request.url, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) request.bytes = encodedDataLength;
  });
  await cdp.send('Network.enable');
  await page.goto(origin + route, { waitUntil: 'load' });
  for (let count = -1; count !== requests.size; ) {
    count = requests.size;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
  }
  await context.close();
  const own = [...requests.values()].filter(({ url }) => new URL(url).origin === origin);
  const bytesByKind = {};
  for (const { url, bytes } of own) bytesByKind[kindOf(url)] = (bytesByKind[kindOf(url)] ?? 0) + bytes;
  // The page itself; the search index and engine, fetched once the page is idle, are reported apart (SPEC §7).
  const pageBytes = own.filter(({ url }) => kindOf(url) !== 'search').reduce((sum, { bytes }) => sum + bytes, 0);
  const byKindKb = Object.fromEntries(Object.entries(bytesByKind).map(([kind, bytes]) => [kind, kb(bytes)]));
  return { kb: kb(pageBytes), requests: own.length, byKindKb, otherHosts: requests.size - own.length };
}

/**
 * Client-side navigations: from `NAVIGATION_START`, clicks the sidebar link after the current page, timing in the
 * page from the click to the new page's h1 in the document. Clicked from script, so no hover has preloaded the page.
 */
async function clientNavigation(browser, origin) {
  const context = await newVisitor(browser);
  const page = await context.newPage();
  await page.goto(origin + NAVIGATION_START);
  await page.waitForLoadState('networkidle');
  const times = [];
  for (let i = 0; i < NAVIGATIONS; i++) {
    times.push(
      await page.evaluate(async () => {
        const links = [...document.querySelectorAll('.rp-doc-layout__sidebar a.rp-sidebar-item')];
        const current = links.findIndex((link) => link.classList.contains('rp-sidebar-item--active'));
        const link = links[(current + 1) % links.length];
        const target = new URL(link.href).pathname;
        const previousTitle = document.querySelector('.rp-doc h1');
        const arrived = () => location.pathname === target && document.querySelector('.rp-doc h1') !== previousTitle;
        const start = performance.now();
        link.click();
        await new Promise((resolve) => {
          const observer = new MutationObserver(() => arrived() && (observer.disconnect(), resolve()));
          observer.observe(document.body, { subtree: true, childList: true });
        });
        return performance.now() - start;
      }),
    );
    await page.waitForLoadState('networkidle');
  }
  await context.close();
  return { medianMs: round(median(times)), maxMs: round(Math.max(...times)), runs: times.map((ms) => round(ms)) };
}

/** hit@7 and MRR of a group of search outcomes, in percent and to three places. */
function quality(outcomes) {
  const { n, hitRate, mrr } = summarize(outcomes);
  return { queries: n, hitAt7: round(hitRate * 100), mrr: round(mrr, 3) };
}

/**
 * The reader queries of tests/e2e/search-queries.json (at least 50 per language) through the real search panel:
 * quality per category and language, and latency per language, from the end of the debounce to rendered results.
 */
async function searchFigures(browser, origin) {
  const context = await newVisitor(browser);
  const page = await context.newPage();
  const outcomes = [];
  for (const lang of ['en', 'zh']) outcomes.push(...(await runQueries(page, origin, lang, loadQueries())));
  await context.close();
  console.log(report(outcomes));
  const figures = (groups, withLatency) =>
    Object.fromEntries(
      [...groups].map(([name, group]) => {
        const { median: medianMs, p95 } = latency(group);
        return [name, { ...quality(group), ...(withLatency && { medianMs: round(medianMs), p95Ms: round(p95) }) }];
      }),
    );
  return {
    overall: quality(outcomes),
    byLanguage: figures(groupBy(outcomes, (outcome) => outcome.query.lang), true),
    byCategory: figures(groupBy(outcomes, (outcome) => outcome.query.category), false),
  };
}

/** Lighthouse scores of `url` (0–100 per category) and the audits that cost points. */
async function lighthouseRun(port, url, formFactor) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: LIGHTHOUSE_CATEGORIES };
  const { lhr } = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  const scores = Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)]));
  const lost = LIGHTHOUSE_CATEGORIES.flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter(({ id: audit, weight }) => weight > 0 && (lhr.audits[audit].score ?? 1) < 1)
      .map(({ id: audit }) => `${id}/${audit}`),
  );
  return { scores, lost };
}

/** Median of `LIGHTHOUSE_RUNS` runs per page and form factor, with the audits that cost points in any run. */
async function lighthouseScores(origin) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const result = {};
  try {
    for (const route of LIGHTHOUSE_PAGES) {
      for (const formFactor of ['mobile', 'desktop']) {
        console.log(`Lighthouse ${formFactor} ${route}…`);
        const runs = [];
        for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseRun(chrome.port, origin + route, formFactor));
        result[`${formFactor} ${route}`] = {
          ...Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])),
          lostPointsOn: [...new Set(runs.flatMap((run) => run.lost))],
        };
      }
    }
  } finally {
    chrome.kill();
  }
  return result;
}

const SECTIONS = {
  firstLoad: async (browser, origin) => {
    const figures = {};
    for (const route of FIRST_LOAD_PAGES) figures[route] = await firstLoad(browser, origin, route);
    return figures;
  },
  navigation: clientNavigation,
  search: searchFigures,
  lighthouse: (_browser, origin) => lighthouseScores(origin),
};

async function main() {
  ensureBrowser();
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  if (only && !(only in SECTIONS)) throw new Error(`--only takes one of: ${Object.keys(SECTIONS).join(', ')}`);
  const results = { date: new Date().toISOString(), machine: { cpus: cpus().length, loadAverageAtStart: load() } };
  if (!process.argv.includes('--no-build')) results.build = coldBuild();
  const server = await serveBuild(BUILD_DIR);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    for (const [name, measure] of Object.entries(SECTIONS)) {
      if (!only || only === name) results[name] = await measure(browser, server.origin);
    }
  } finally {
    await browser.close();
    server.stop();
  }
  results.machine.loadAverageAtEnd = load();
  console.log(JSON.stringify(results, null, 2));
  // A partial run would overwrite the full figures with fewer.
  if (only) return;
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWritten to ${path.relative(ROOT, RESULTS_FILE)}`);
}

await main();
