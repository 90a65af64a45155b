import type { BrowserContext, Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page and its effects have run, those of the parts rendered in the browser only
 * (NoSSR: the search panel) too: the app replays the input the loader kept (plugins/paintFirst.ts) once the main
 * thread is idle after hydration, and then marks it settled.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as { __rsEarlyInput?: { settled?: boolean } }).__rsEarlyInput?.settled === true);
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
 * Follows the page's requests from now on. `quiet()` waits until none has been in flight for `quietMs`: Playwright's
 * `networkidle` waits 500 ms, which over hundreds of page visits adds minutes.
 */
export function trackNetwork(page: Page) {
  const pending = new Set<unknown>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    pending.add(request);
    lastChange = Date.now();
  });
  const settle = (request: unknown) => {
    pending.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    async quiet(quietMs = 150) {
      while (pending.size > 0 || Date.now() - lastChange < quietMs) await page.waitForTimeout(25);
    },
  };
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

/** The first-load budget of every page (gzip, headers included). */
export const FIRST_LOAD_BUDGET_KB = 200;

/**
 * Records what the context's pages load, as received (gzip, headers included). `kb()` sums it all: a first visit
 * that does not search loads nothing of the search either (issue #19). `kb()` waits for the sizes of finished
 * requests; call it once the network is quiet.
 */
export function recordFirstLoad(context: BrowserContext) {
  const sizes: Promise<{ path: string; bytes: number }>[] = [];
  context.on('requestfinished', (request) => {
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
