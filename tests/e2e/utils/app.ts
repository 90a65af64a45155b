import type { BrowserContext, Page } from '@playwright/test';

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
