import type { BrowserContext, Page } from '@playwright/test';
import { kindOf } from '../../../scripts/served-site.mjs';

/**
 * Waits until React has hydrated the page and its effects have run: the navbar's search panel, rendered in the
 * browser only, has added its prefetch link for the search index by then (pages with a navbar only).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.querySelector('link[rel="prefetch"][href*="search_index"]') !== null);
}

/** Opens a page and waits until it responds to the reader (clicks, keys, scroll listeners): after hydration. */
export async function visit(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** A client-side navigation to `path`, as the browser's back and forward buttons make one (no server request). */
export async function navigateInApp(page: Page, path: string) {
  await waitForHydration(page);
  await page.evaluate((target) => {
    history.pushState({}, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Records the requests to other hosts. On the context, so that requests of every page count, and before
 * utils/test's route handler aborts them (an aborted request is still reported).
 */
export function recordOtherHosts(context: BrowserContext) {
  const requests: string[] = [];
  context.on('request', (request) => {
    const { protocol, hostname } = new URL(request.url());
    const own = !/^https?:$/.test(protocol) || hostname === '127.0.0.1' || hostname === 'localhost';
    if (!own) requests.push(request.url());
  });
  return requests;
}

/** The first-load budget of every page (gzip, headers included), without what the search loads when idle. */
export const FIRST_LOAD_BUDGET_KB = 200;

/**
 * Records what the context's pages load, as received (gzip, headers included). `kb()` sums what the first-load
 * budget covers: everything but the search index and engine, which are fetched once the page is idle (the same
 * rule as `npm run bench`). `kb()` waits for the sizes of finished requests; call it once the network is idle.
 */
export function recordFirstLoad(context: BrowserContext) {
  const sizes: Promise<{ path: string; bytes: number }>[] = [];
  context.on('requestfinished', (request) => {
    if (kindOf(request.url()) === 'search') return;
    const path = new URL(request.url()).pathname;
    sizes.push(request.sizes().then((size) => ({ path, bytes: size.responseBodySize + size.responseHeadersSize })));
  });
  return {
    async kb() {
      return (await Promise.all(sizes)).reduce((sum, { bytes }) => sum + bytes, 0) / 1024;
    },
    /** One line per request, largest first: what a failure message shows. */
    async breakdown() {
      const rows = (await Promise.all(sizes)).sort((a, b) => b.bytes - a.bytes);
      return rows.map(({ path, bytes }) => `${(bytes / 1024).toFixed(1).padStart(6)} kB ${path}`).join('\n');
    },
  };
}
