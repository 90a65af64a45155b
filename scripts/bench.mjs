// `npm run bench`: how fast and light the site is. A benchmark, not a test: it prints figures and writes them to
// bench/results.json, and never fails on them. Measured, in order:
//   build       cold build (no build cache, no doc_build/) and build time per page
//   firstLoad   bytes over the wire (gzip, as scripts/serve.mjs serves them) and requests, for a first visit
//   navigation  client-side navigation, from a sidebar click to the new page's h1 in the document; and from a click
//               on a navbar link into another section (its page table not loaded yet), with and without hovering it first
//   search      search quality (hit@7, MRR per category and language) and latency in the page, per language
//   lighthouse  Lighthouse category scores, mobile and desktop, median of 3 runs
//   searchScale (with --scale N, or --only searchScale) search at today's size and at N times today's pages and words:
//               index size, a cold first search and query latency at 4× CPU throttle, longest main-thread task
//   firstLoadScale (with --scale N, or --only firstLoadScale) the first loads of the firstLoad pages (and the heaviest
//               page) at today's size and at N times it: total, JS, and the part every page shares (issue #30: it
//               must not grow with the number of pages)
//
//   node scripts/bench.mjs                          builds, then measures
//   node scripts/bench.mjs --no-build               measures the existing doc_build/ (no build figures)
//   node scripts/bench.mjs --no-build --only search  one section only (npm run bench:search); results.json untouched
//   node scripts/bench.mjs --no-build --only firstLoad --pages /a,/b   first loads of other pages (e.g. the longest)
//   node scripts/bench.mjs --scale 4                 also builds a 4× copy of the docs (scripts/scale-docs.mjs) and
//                                                    compares search and first loads on it with today's build
//   node scripts/bench.mjs --no-build --only searchScale --scale 4   that section alone (or firstLoadScale), merged
//                                                    into results.json; reuses the scaled build of the same scale if
//                                                    there is one (--rebuild-scaled to copy and build it again)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {
  groupBy,
  homeOf,
  latency,
  loadQueries,
  openSearchPanel,
  queryOpenPanel,
  report,
  runQueries,
  summarize,
} from '../tests/e2e/search-harness.mjs';
import { CHROMIUM, CHROMIUM_ARGS, ensureBrowser } from './ensure-browser.mjs';
import { DOCS_DIR, describeScale, LANGS, measureDocs, SCALED_DIR, scaleDocs } from './scale-docs.mjs';
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

const argument = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
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

/** Runs `rspress build` with this repository's config from `cwd`; the milliseconds it took. Throws if it fails. */
function rspressBuild({ cwd = ROOT, env = {} } = {}) {
  const start = performance.now();
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/@rspress/core/bin/rspress.js'), 'build', '--config', path.join(ROOT, 'rspress.config.ts')],
    { cwd, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 },
  );
  const ms = performance.now() - start;
  if (result.status !== 0) {
    console.error(result.stdout.slice(-3000), result.stderr.slice(-3000));
    throw new Error(`The build in ${path.relative(ROOT, cwd) || '.'} failed`);
  }
  return ms;
}

/** A cold build: without Rspress's build cache and the previous output. */
function coldBuild() {
  rmSync(path.join(ROOT, 'node_modules/.cache'), { recursive: true, force: true });
  rmSync(BUILD_DIR, { recursive: true, force: true });
  console.log('Building (cold)…');
  const ms = rspressBuild();
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
  // The page itself; the search index and engine (fetched only when the reader is about to search: README, "The
  // first-load budget") are reported apart.
  const pageBytes = own.filter(({ url }) => kindOf(url) !== 'search').reduce((sum, { bytes }) => sum + bytes, 0);
  const byKindKb = Object.fromEntries(Object.entries(bytesByKind).map(([kind, bytes]) => [kind, kb(bytes)]));
  // The bytes of each file (by path), for what pages share (firstLoadScale); not written to results.json.
  const files = new Map(
    own.filter(({ url }) => !['search', 'html'].includes(kindOf(url))).map(({ url, bytes }) => [new URL(url).pathname, bytes]),
  );
  const result = { kb: kb(pageBytes), requests: own.length, byKindKb, otherHosts: requests.size - own.length };
  return Object.defineProperty(result, 'files', { value: files, enumerable: false });
}

/**
 * Runs in the page: clicks `anchor` and resolves with the milliseconds until the link's page is shown (the address is
 * its path and a new h1 is in the document).
 */
async function timeClick(anchor) {
  const target = new URL(anchor.href).pathname;
  const previousTitle = document.querySelector('.rp-doc h1');
  const arrived = () => location.pathname === target && document.querySelector('.rp-doc h1') !== previousTitle;
  const start = performance.now();
  anchor.click();
  await new Promise((resolve) => {
    const observer = new MutationObserver(() => arrived() && (observer.disconnect(), resolve()));
    observer.observe(document.body, { subtree: true, childList: true });
  });
  return performance.now() - start;
}

/** Median, longest and every run of a list of timings, in milliseconds. */
const timings = (times) => ({ medianMs: round(median(times)), maxMs: round(Math.max(...times)), runs: times.map((ms) => round(ms)) });

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
    const link = await page.evaluateHandle(() => {
      const links = [...document.querySelectorAll('.rp-doc-layout__sidebar a.rp-sidebar-item')];
      const current = links.findIndex((link) => link.classList.contains('rp-sidebar-item--active'));
      return links[(current + 1) % links.length];
    });
    times.push(await link.evaluate(timeClick));
    await page.waitForLoadState('networkidle');
  }
  await context.close();
  return timings(times);
}

/** Navbar links into another section (issue #30: that section's page table is loaded first), from these pages. */
const CROSS_SECTION_LINKS = [
  ['/guide/start/', 'Config'],
  ['/guide/start/', 'API'],
  ['/config/', 'Guide'],
  ['/zh/guide/start/', '配置'],
  ['/zh/guide/start/', 'API'],
  ['/zh/api/', '指南'],
];

/**
 * Client-side navigations into another section: each from a fresh visit, a click on a navbar link to a section not
 * loaded yet, timed in the page from the click to the new page's h1. `hovered`: the pointer rests on the link first
 * (as a mouse reader's does; the link's page and its section's table load then); `unhovered`: clicked at once (a
 * keyboard or touch reader: both load after the click).
 */
async function crossSectionNavigation(browser, origin) {
  const figures = {};
  for (const hover of [true, false]) {
    const times = [];
    for (const [start, text] of CROSS_SECTION_LINKS) {
      const context = await newVisitor(browser);
      const page = await context.newPage();
      await page.goto(origin + start);
      await page.waitForLoadState('networkidle');
      const link = page.locator('.rp-nav a').filter({ hasText: new RegExp(`^${text}$`) }).first();
      if (hover) {
        await link.hover();
        await page.waitForLoadState('networkidle');
      }
      times.push(await link.evaluate(timeClick));
      await context.close();
    }
    figures[hover ? 'hovered' : 'unhovered'] = timings(times);
  }
  return figures;
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

// ---- searchScale: search at today's size and at N times it (issue #19) ----

/** Where the scaled copy is built, and the note of what it was built from (for reuse with --no-build). */
const SCALED_BUILD_DIR = path.join(SCALED_DIR, 'build');
const SCALED_BUILD_NOTE = path.join(SCALED_DIR, 'build-note.json');
/** CPU slowdown for the search timings: a mid-range phone, as Lighthouse's mobile runs use. */
const THROTTLE = 4;
/** A query per language whose first result the cold visit waits for. */
const COLD_QUERIES = { en: 'mock', zh: '快照' };
const COLD_RUNS = 5;

/**
 * Copies docs/ with variants (scripts/scale-docs.mjs) and builds the copy cold, outside doc_build/. The build runs
 * from the scaled folder so that what Rspress and our plugins keep under the working directory (build cache,
 * .rspress temp files) does not collide with a build of the site
 * running at the same time; Rspress looks for the theme in <cwd>/theme, hence the link to ours.
 */
function buildScaled(scale) {
  const copy = scaleDocs(scale);
  console.log(`Scaled copy (${scale}×):\n${describeScale(copy)}`);
  const theme = path.join(SCALED_DIR, 'theme');
  rmSync(theme, { recursive: true, force: true });
  symlinkSync(path.join(ROOT, 'theme'), theme, 'dir');
  rmSync(path.join(SCALED_DIR, 'node_modules'), { recursive: true, force: true });
  rmSync(SCALED_BUILD_DIR, { recursive: true, force: true });
  console.log('Building the scaled copy (cold)…');
  const ms = rspressBuild({ cwd: SCALED_DIR, env: { RSTEST_DOCS_ROOT: copy.docs, RSTEST_DOCS_OUT_DIR: SCALED_BUILD_DIR } });
  const note = { scale, builtAt: new Date().toISOString(), seconds: round(ms / 1000, 1), htmlPages: countPages(SCALED_BUILD_DIR) };
  writeFileSync(SCALED_BUILD_NOTE, `${JSON.stringify(note, null, 2)}\n`);
  return note;
}

/** The scaled build of `scale`: reused when --no-build finds one (unless --rebuild-scaled), else built now (once a run). */
let scaledThisRun;
function scaledBuild(scale) {
  if (scaledThisRun?.scale === scale) return { ...scaledThisRun, reused: true };
  const reuse = process.argv.includes('--no-build') && !process.argv.includes('--rebuild-scaled');
  const note = existsSync(SCALED_BUILD_NOTE) && JSON.parse(readFileSync(SCALED_BUILD_NOTE, 'utf8'));
  if (reuse && note?.scale === scale && existsSync(SCALED_BUILD_DIR)) {
    console.log(`Reusing the ${scale}× build of ${note.builtAt} (--rebuild-scaled to build it again)`);
    return { ...note, reused: true };
  }
  scaledThisRun = buildScaled(scale);
  return { ...scaledThisRun, reused: false };
}

/**
 * Gzip size (level 6, as scripts/serve.mjs's gzipSync) of each language's search files in a build: Rspress's index
 * (the pages, as Rspress writes it; never fetched by our search), and the prebuilt index our search fetches from
 * (search/prebuilt.ts): its manifest, its shards and its page texts.
 */
function indexSizes(buildDir) {
  const files = readdirSync(path.join(buildDir, 'static'));
  const gzipKb = (name) => gzipSync(readFileSync(path.join(buildDir, 'static', name)), { level: 6 }).length / 1024;
  const group = (names) => {
    const sizes = names.map(gzipKb).sort((a, b) => a - b);
    return { files: sizes.length, totalKb: round(sizes.reduce((sum, size) => sum + size, 0)), medianKb: round(median(sizes.length ? sizes : [0])), maxKb: round(sizes.at(-1) ?? 0) };
  };
  return Object.fromEntries(
    LANGS.map((lang) => {
      const ofLang = files.filter((name) => name.startsWith(`search_index.${lang}.`) && name.endsWith('.json'));
      const [rspress, manifest] = [...ofLang.filter((name) => /^search_index\.[^.]+\.[0-9a-f]+\.json$/.test(name))].sort(
        (a, b) => a.length - b.length,
      );
      return [
        lang,
        {
          rspressIndexKb: round(rspress ? gzipKb(rspress) : 0),
          manifestKb: round(manifest ? gzipKb(manifest) : 0),
          shards: group(ofLang.filter((name) => /\.t\d+\.json$/.test(name))),
          pageTexts: group(ofLang.filter((name) => /\.p\d+\.json$/.test(name))),
        },
      ];
    }),
  );
}

/**
 * Bytes of kind `search` (index, engine and the worker that fetches the index's parts) received by `page` from now on,
 * read with `total()`; and a CDP session on the page. Counted from Playwright's request events, which also carry the
 * requests of the page's workers (a CDP session on the page sees only the page's own).
 */
async function searchBytes(context, page) {
  const cdp = await context.newCDPSession(page);
  const sizes = [];
  page.on('requestfinished', (request) => {
    if (/^https?:/.test(request.url()) && kindOf(request.url()) === 'search') sizes.push(request.sizes());
  });
  const total = async () =>
    kb((await Promise.all(sizes)).reduce((sum, { responseBodySize, responseHeadersSize }) => sum + responseBodySize + responseHeadersSize, 0));
  return { cdp, total };
}

/**
 * In the page from its start: long tasks (PerformanceObserver 'longtask', 50 ms and more) and when the reader first
 * pointed at or pressed the search button, which is when the search starts loading (theme/SearchPanel).
 */
function watchSearchStart() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, ms: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const mark = (event) => {
    if (!event.target.closest?.('.rp-search-button')) return;
    window.__searchStart ??= performance.now();
    if (event.type === 'pointerdown') window.__searchPress ??= performance.now();
  };
  for (const type of ['pointerover', 'pointerdown', 'focusin']) document.addEventListener(type, mark, true);
  // Typed Chinese arrives as text input without key events (an IME would commit it the same way).
  const key = () => {
    window.__firstKey ??= performance.now();
    window.__lastKey = performance.now();
  };
  for (const type of ['keydown', 'beforeinput']) document.addEventListener(type, key, true);
}

/** A fresh visitor (empty cache) whose page runs `watchSearchStart` and, once `throttled()`, at THROTTLE× slower CPU. */
async function searchVisitor(browser) {
  const context = await newVisitor(browser);
  await context.addInitScript(watchSearchStart);
  const page = await context.newPage();
  const bytes = await searchBytes(context, page);
  const throttle = (rate) => bytes.cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page, bytes, throttle };
}

/**
 * One cold first search at THROTTLE×: load the home page (until the network is quiet), click the search button, type
 * the query as soon as the input is there, and wait for the first result in the DOM. Timed in the page, from the
 * press on the button, from the first keystroke (which includes the typing and the panel's 150 ms input debounce)
 * and from the last (the debounce, then what the search and the panel's rendering add).
 */
async function coldFirstSearch(browser, origin, lang) {
  const { context, page, bytes, throttle } = await searchVisitor(browser);
  await throttle(THROTTLE);
  await page.goto(origin + homeOf(lang), { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const firstResult = page.evaluate(
    () =>
      new Promise((resolve) => {
        const found = () => document.querySelector('.rp-suggest-item__link') && (observer.disconnect(), resolve(performance.now()));
        const observer = new MutationObserver(found);
        observer.observe(document.body, { subtree: true, childList: true });
      }),
  );
  await page.locator('.rp-search-button').first().click();
  await page.locator('.rp-search-panel__input').waitFor();
  await page.keyboard.type(COLD_QUERIES[lang]);
  const resultAt = await firstResult;
  const { clickAt, keyAt, lastKeyAt } = await page.evaluate(() => ({
    clickAt: window.__searchPress,
    keyAt: window.__firstKey,
    lastKeyAt: window.__lastKey,
  }));
  const fetchedKb = await bytes.total();
  await context.close();
  return { fromClickMs: resultAt - clickAt, fromFirstKeyMs: resultAt - keyAt, fromLastKeyMs: resultAt - lastKeyAt, fetchedKb };
}

/**
 * Longest long task since the search started, and how many exceeded 50 ms; the harness's own load probe (a task of
 * its own before each query, search-harness.mjs) is not the search's.
 */
async function searchLongTasks(page) {
  const { tasks, start, probes } = await page.evaluate(() => ({ tasks: window.__longTasks, start: window.__searchStart ?? 0, probes: window.__probes ?? [] }));
  const isProbe = (task) => probes.some(([from, to]) => from >= task.start && to <= task.start + task.ms);
  const during = tasks.filter((task) => task.start + task.ms >= start && !isProbe(task));
  return { longestMs: round(Math.max(0, ...during.map((task) => task.ms))), over50ms: during.filter((task) => task.ms > 50).length };
}

/** Median and p95 latency (ms after the debounce) of a language's queries, and the machine-load probe. */
function latencyFigures(outcomes) {
  const { median: medianMs, p95 } = latency(outcomes);
  return { queries: outcomes.length, medianMs: round(medianMs), p95Ms: round(p95), workMsMedian: round(median(outcomes.map((o) => o.workMs))) };
}

/**
 * The reader queries of `lang` at THROTTLE×, two ways: throttled from the start, so that the index loads and builds
 * at that speed too (with the long tasks of it all); and throttled only once the index is loaded (the queries alone).
 */
async function throttledQueries(browser, origin, lang) {
  const queries = loadQueries();
  const throughout = await searchVisitor(browser);
  await throughout.throttle(THROTTLE);
  const outcomes = await runQueries(throughout.page, origin, lang, queries);
  const longTasks = await searchLongTasks(throughout.page);
  await throughout.context.close();

  const afterLoad = await searchVisitor(browser);
  await openSearchPanel(afterLoad.page, origin, lang);
  await afterLoad.throttle(THROTTLE);
  const later = await queryOpenPanel(afterLoad.page, lang, queries);
  await afterLoad.context.close();
  return {
    queryLatency: { throttledThroughout: latencyFigures(outcomes), throttledAfterIndexLoad: latencyFigures(later) },
    longestSearchTaskMs: longTasks.longestMs,
    searchTasksOver50ms: longTasks.over50ms,
  };
}

/** The search figures of one build: index size, first visits, cold first searches, throttled queries. */
async function searchFiguresOf(browser, buildDir) {
  const server = await serveBuild(buildDir);
  try {
    const sizes = indexSizes(buildDir);
    const figures = {};
    for (const lang of LANGS) {
      console.log(`  ${lang}: first visit, ${COLD_RUNS} cold searches, queries…`);
      const visit = await firstLoad(browser, server.origin, homeOf(lang));
      const cold = [];
      for (let i = 0; i < COLD_RUNS; i++) cold.push(await coldFirstSearch(browser, server.origin, lang));
      figures[lang] = {
        ...sizes[lang],
        firstVisitSearchKb: visit.byKindKb.search ?? 0,
        coldSearchFetchedKb: median(cold.map((run) => run.fetchedKb)),
        coldFirstResultMs: {
          query: COLD_QUERIES[lang],
          fromClick: round(median(cold.map((run) => run.fromClickMs))),
          fromFirstKey: round(median(cold.map((run) => run.fromFirstKeyMs))),
          fromLastKey: round(median(cold.map((run) => run.fromLastKeyMs))),
          runsFromClick: cold.map((run) => round(run.fromClickMs)),
        },
        ...(await throttledQueries(browser, server.origin, lang)),
      };
    }
    return figures;
  } finally {
    server.stop();
  }
}

/** Today's build against the scaled one (`--scale N`, 4 by default). */
async function searchScale(browser) {
  const scale = Number(argument('--scale') ?? 4);
  const loadAverage = load();
  const build = scaledBuild(scale);
  const today = measureDocs(DOCS_DIR);
  const scaled = measureDocs(path.join(SCALED_DIR, 'docs'));
  console.log('Search at today\'s size…');
  const todayFigures = await searchFiguresOf(browser, BUILD_DIR);
  console.log(`Search at ${scale}×…`);
  const scaledFigures = await searchFiguresOf(browser, SCALED_BUILD_DIR);
  return {
    date: new Date().toISOString(),
    scale,
    throttle: THROTTLE,
    pages: { today: today.pages, scaled: scaled.pages },
    words: { today: today.words, scaled: scaled.words },
    scaledBuild: build,
    today: todayFigures,
    scaled: scaledFigures,
    loadAverage,
    loadAverageAtEnd: load(),
  };
}

// ---- firstLoadScale: first loads at today's size and at N times it (issue #30) ----

/** Besides the firstLoad pages: the heaviest page of today's site (issue #30's table). */
const HEAVIEST_PAGE = '/zh/api/test-api/asymmetricMatchers';
/** How much the part every page shares may grow from today's site to the scaled one (issue #30), in kB. */
const SHARED_GROWTH_BOUND_KB = 3;

/**
 * First visits to `routes` on the build in `buildDir`: per page the total, JS and the part every measured page loads
 * (the same files, by path: the app's scripts, stylesheet, fonts), and that shared part on its own.
 */
async function firstLoadsOf(browser, buildDir, routes) {
  const server = await serveBuild(buildDir);
  try {
    const visits = [];
    for (const route of routes) visits.push([route, await firstLoad(browser, server.origin, route)]);
    const shared = [...visits[0][1].files.keys()].filter((file) => visits.every(([, visit]) => visit.files.has(file)));
    const sharedOf = (visit) => shared.reduce((sum, file) => sum + visit.files.get(file), 0);
    const sharedJs = shared.filter((file) => file.endsWith('.js'));
    return {
      pages: Object.fromEntries(
        visits.map(([route, visit]) => [route, { kb: visit.kb, jsKb: visit.byKindKb.js ?? 0, sharedKb: kb(sharedOf(visit)), otherHosts: visit.otherHosts }]),
      ),
      // The same files in every visit: their bytes in the first one (a file's gzip size does not change between visits).
      sharedKb: kb(sharedOf(visits[0][1])),
      sharedJsKb: kb(sharedJs.reduce((sum, file) => sum + visits[0][1].files.get(file), 0)),
      sharedFiles: shared.length,
    };
  } finally {
    server.stop();
  }
}

/** Today's build against the scaled one: first loads, and how much the shared part grew. */
async function firstLoadScale(browser) {
  const scale = Number(argument('--scale') ?? 4);
  const loadAverage = load();
  const build = scaledBuild(scale);
  const routes = [...new Set([...FIRST_LOAD_PAGES, HEAVIEST_PAGE])];
  console.log('First loads at today\'s size…');
  const today = await firstLoadsOf(browser, BUILD_DIR, routes);
  console.log(`First loads at ${scale}×…`);
  const scaled = await firstLoadsOf(browser, SCALED_BUILD_DIR, routes);
  const sharedGrowthKb = round(scaled.sharedKb - today.sharedKb);
  return {
    date: new Date().toISOString(),
    scale,
    pages: { today: measureDocs(DOCS_DIR).pages, scaled: measureDocs(path.join(SCALED_DIR, 'docs')).pages },
    scaledBuild: build,
    today,
    scaled,
    sharedGrowthKb,
    sharedGrowthBoundKb: SHARED_GROWTH_BOUND_KB,
    sharedGrowthWithinBound: sharedGrowthKb <= SHARED_GROWTH_BOUND_KB,
    heaviestScaledKb: Math.max(...Object.values(scaled.pages).map((page) => page.kb)),
    loadAverage,
    loadAverageAtEnd: load(),
  };
}

const SECTIONS = {
  firstLoad: async (browser, origin) => {
    const figures = {};
    for (const route of FIRST_LOAD_PAGES) figures[route] = await firstLoad(browser, origin, route);
    return figures;
  },
  navigation: async (browser, origin) => ({
    ...(await clientNavigation(browser, origin)),
    crossSection: await crossSectionNavigation(browser, origin),
  }),
  search: searchFigures,
  lighthouse: (_browser, origin) => lighthouseScores(origin),
  // Only with --scale N (or --only searchScale / firstLoadScale): they build a second, larger site (once).
  searchScale: (browser) => searchScale(browser),
  firstLoadScale: (browser) => firstLoadScale(browser),
};
/** The sections that measure the scaled site, written to results.json on their own. */
const SCALE_SECTIONS = ['searchScale', 'firstLoadScale'];

/** The figures of results.json, or none yet. */
const previousResults = () => (existsSync(RESULTS_FILE) ? JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) : {});

async function main() {
  ensureBrowser();
  const only = argument('--only');
  if (only && !(only in SECTIONS)) throw new Error(`--only takes one of: ${Object.keys(SECTIONS).join(', ')}`);
  // The scaled benches build a second site: only when asked for.
  const wanted = (name) => (only ? only === name : !SCALE_SECTIONS.includes(name) || process.argv.includes('--scale'));
  const results = { date: new Date().toISOString(), machine: { cpus: cpus().length, loadAverageAtStart: load() } };
  if (!process.argv.includes('--no-build')) results.build = coldBuild();
  else if (!existsSync(BUILD_DIR)) {
    console.log('No doc_build/: building it…');
    rspressBuild();
  }
  const server = await serveBuild(BUILD_DIR);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    for (const [name, measure] of Object.entries(SECTIONS)) {
      if (wanted(name)) results[name] = await measure(browser, server.origin);
    }
  } finally {
    await browser.close();
    server.stop();
  }
  results.machine.loadAverageAtEnd = load();
  console.log(JSON.stringify(results, null, 2));
  let written;
  if (SCALE_SECTIONS.includes(only)) {
    // Its own dated section, merged into the last full figures.
    written = { ...previousResults(), [only]: results[only] };
  } else if (!only) {
    // A full run without --scale keeps the last scaled figures (dated in their sections) rather than dropping them.
    const previous = previousResults();
    const kept = Object.fromEntries(SCALE_SECTIONS.filter((name) => !results[name] && previous[name]).map((name) => [name, previous[name]]));
    written = { ...results, ...kept };
  }
  // Any other partial run would overwrite the full figures with fewer.
  if (!written) return;
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(written, null, 2)}\n`);
  console.log(`\nWritten to ${path.relative(ROOT, RESULTS_FILE)}`);
}

await main();
