// Runs the reader queries of search-queries.json through the real search panel of a built site and scores them.
// Shared by scripts/bench.mjs (which prints the figures, with latency), tests/unit/search-quality.test.ts (which
// scores the engine's ranking of every query, without a browser, and asserts the figures) and
// tests/e2e/search-quality.spec.ts (which checks that the panel shows that ranking); plain JavaScript so that the
// benchmark runs under Node without a TypeScript loader.
import { readFileSync } from 'node:fs';

/** Hits that count: "a right page in the top 7". */
export const TOP = 7;
/** The panel's input debounce (SPEC-COVERAGE C2); latency is measured from the moment it ends. */
export const DEBOUNCE_MS = 150;

/**
 * @typedef {{ category: string, lang: 'en' | 'zh', query: string, expected: string[] }} SearchQuery
 * @typedef {{ query: SearchQuery, hits: string[], rank: number, ms?: number, workMs?: number }} QueryOutcome
 * (`ms` and `workMs` only for queries typed into a panel: scored without a browser, a query has no latency)
 */

/**
 * The reader queries: search-queries.json by default, or `search-queries-heldout.json`, the queries of issue #19
 * written before the search was tuned for them (reported apart).
 * @param {string} [file]
 * @returns {SearchQuery[]}
 */
export function loadQueries(file = 'search-queries.json') {
  return JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')).queries;
}

/** Home page of a language: the panel searches that language's index. */
export const homeOf = (lang) => (lang === 'zh' ? '/zh/' : '/');

/**
 * Opens the panel on the home page of `lang` once the page is quiet (hydrated: what runs after is the search's), and
 * waits until a first query has been answered, so that the index and the search code are loaded before anything is
 * timed.
 * @param {import('@playwright/test').Page} page
 */
export async function openSearchPanel(page, baseURL, lang) {
  await page.goto(new URL(homeOf(lang), baseURL).href);
  await page.waitForLoadState('networkidle');
  await page.locator('.rp-search-button').first().click();
  await page.locator('.rp-search-panel__input').waitFor();
  await runQuery(page, 'rstest');
}

/**
 * Types `query` into the open panel and waits, inside the page, for the render that ends the search (the loading
 * indicator goes away). Returns the hit links in display order, the time from the end of the debounce to that render,
 * and how long a fixed piece of work took just before (`workMs`: when the machine is busy, it grows with every
 * latency).
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<{ hits: string[], ms: number, workMs: number }>}
 */
export async function runQuery(page, query) {
  return page.evaluate(
    async ({ query, debounce }) => {
      const input = /** @type {HTMLInputElement} */ (document.querySelector('.rp-search-panel__input'));
      const modal = /** @type {HTMLElement} */ (document.querySelector('.rp-search-panel__modal'));
      // React listens to `input` events and reads the value through the native setter.
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const type = (value) => {
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      };
      const settled = (done) =>
        new Promise((resolve) => {
          const check = () => {
            if (!done()) return;
            observer.disconnect();
            resolve(performance.now());
          };
          const observer = new MutationObserver(check);
          observer.observe(modal, { subtree: true, childList: true, attributes: true, characterData: true });
          check();
        });
      const results = () => modal.querySelector('.rp-search-panel__results');
      const work = () => {
        const start = performance.now();
        let sum = 0;
        for (let i = 0; i < 1e6; i++) sum += Math.sqrt(i);
        return sum > 0 ? performance.now() - start : 0;
      };
      const loading = () => Boolean(modal.querySelector('.rp-search-panel__search-icon--loading'));

      // Start from an empty query, so that the previous results are gone.
      if (input.value) {
        type('');
        await settled(() => !results() && !loading());
      }
      // The probe runs in a task of its own, apart from the panel's and the search's (the bench leaves it out of their
      // long tasks: window.__probes), then typing starts another.
      const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
      await nextTask();
      const probeAt = performance.now();
      const workMs = work();
      (window.__probes ??= []).push([probeAt, probeAt + workMs]);
      await nextTask();
      const typedAt = performance.now();
      type(query);
      const doneAt = await settled(() => performance.now() - typedAt >= debounce && !loading() && Boolean(results()));
      const hits = [...modal.querySelectorAll('.rp-suggest-item__link')].map((link) => {
        const url = new URL(/** @type {HTMLAnchorElement} */ (link).href);
        return url.pathname + url.hash;
      });
      return { hits, ms: Math.max(0, doneAt - typedAt - debounce), workMs };
    },
    { query, debounce: DEBOUNCE_MS },
  );
}

/**
 * Hits in the order the search panel shows them: grouped by page title, in the order each title first comes.
 * @template {{ title: string }} T
 * @param {T[]} hits
 * @returns {T[]}
 */
export function panelOrder(hits) {
  const groups = new Map();
  for (const hit of hits) groups.set(hit.title, [...(groups.get(hit.title) ?? []), hit]);
  return [...groups.values()].flat();
}

const samePath = (a, b) => a.replace(/\/$/, '').toLowerCase() === b.replace(/\/$/, '').toLowerCase();

/** 1-based rank of the first right hit among the first TOP hits, or 0. */
export function rankOf(hits, expected) {
  const index = hits.slice(0, TOP).findIndex((hit) => expected.some((route) => samePath(hit.split('#')[0], route)));
  return index + 1;
}

/**
 * Runs every query of `lang` through the panel (one query at a time, each once: the panel caches results).
 * @param {import('@playwright/test').Page} page
 * @param {SearchQuery[]} queries
 * @returns {Promise<QueryOutcome[]>}
 */
export async function runQueries(page, baseURL, lang, queries) {
  await openSearchPanel(page, baseURL, lang);
  return queryOpenPanel(page, lang, queries);
}

/**
 * Runs every query of `lang` through the panel already open on a page of that language (one query at a time).
 * @param {import('@playwright/test').Page} page
 * @param {SearchQuery[]} queries
 * @returns {Promise<QueryOutcome[]>}
 */
export async function queryOpenPanel(page, lang, queries) {
  const outcomes = [];
  for (const query of queries.filter((q) => q.lang === lang)) {
    const { hits, ms, workMs } = await runQuery(page, query.query);
    outcomes.push({ query, hits, ms, workMs, rank: rankOf(hits, query.expected) });
  }
  return outcomes;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
};

/**
 * hit@TOP and MRR (reciprocal rank of the first right hit, 0 beyond TOP) of a group of outcomes.
 * @param {QueryOutcome[]} outcomes
 */
export function summarize(outcomes) {
  const n = outcomes.length;
  const hits = outcomes.filter((o) => o.rank > 0).length;
  const mrr = n ? outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / n : 0;
  return { n, hitRate: n ? hits / n : 0, mrr };
}

/** Latency figures (ms after the debounce) of a group of outcomes. */
export function latency(outcomes) {
  const ms = outcomes.map((o) => o.ms);
  return { median: percentile(ms, 50), p95: percentile(ms, 95), max: Math.max(0, ...ms) };
}

/** @param {QueryOutcome[]} outcomes @param {(o: QueryOutcome) => string} key */
export function groupBy(outcomes, key) {
  const groups = new Map();
  for (const outcome of outcomes) {
    const name = key(outcome);
    groups.set(name, [...(groups.get(name) ?? []), outcome]);
  }
  return groups;
}

/** A printable table: one row per category, per language, and overall (latency only for queries timed in a panel). */
export function report(outcomes) {
  const timed = outcomes.every((o) => typeof o.ms === 'number');
  const rows = [
    ...[...groupBy(outcomes, (o) => o.query.category)].map(([name, group]) => [`category ${name}`, group]),
    ...[...groupBy(outcomes, (o) => o.query.lang)].map(([name, group]) => [`lang ${name}`, group]),
    ['overall', outcomes],
  ];
  const lines = rows.map(([name, group]) => {
    const { n, hitRate, mrr } = summarize(group);
    const scores = `${name.padEnd(18)} n=${String(n).padStart(3)}  hit@${TOP} ${(hitRate * 100).toFixed(1).padStart(5)}%  MRR ${mrr.toFixed(3)}`;
    if (!timed) return scores;
    const { median, p95 } = latency(group);
    return `${scores}  latency median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`;
  });
  const work = outcomes.map((o) => o.workMs);
  const slowdown = timed
    ? [
        `machine load: a fixed piece of work took ${percentile(work, 50).toFixed(1)} ms (median) vs ${Math.min(...work).toFixed(1)} ms (fastest) during the run; latencies are inflated about ×${(percentile(work, 50) / Math.min(...work)).toFixed(1)}`,
      ]
    : [];
  const misses = outcomes
    .filter((o) => !o.rank)
    .map((o) => `  miss [${o.query.category}/${o.query.lang}] "${o.query.query}" → ${o.hits.slice(0, 3).join(', ') || '(no hits)'}`);
  return [...lines, ...slowdown, ...(misses.length ? ['misses:', ...misses] : [])].join('\n');
}
