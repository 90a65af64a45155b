import { type BrowserContext, test as base, expect } from '@playwright/test';

/**
 * The `test` every browser spec uses. Each page starts as a returning visitor (so the once-per-visitor
 * locale redirect of SPEC §4 does not move it to the browser's language) and can reach only loopback:
 * the machine has no internet, and the site must not depend on other hosts.
 *
 * Opening the search panel (or hovering its button) loads the index and indexes the whole site, seconds of work
 * on a busy machine. Specs that do not test search results are served an empty index instead; a spec that does
 * says `test.use({ realSearchIndex: true })`.
 */
/** A context as every spec's: a returning visitor (unless `returning` is false) that can reach only loopback. */
export async function onLoopbackOnly(context: BrowserContext, { returning = true } = {}) {
  if (returning) await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])[a-z]+:\/\//, (route) => route.abort());
}

export const test = base.extend<{ firstVisit: boolean; realSearchIndex: boolean }>({
  firstVisit: [false, { option: true }],
  realSearchIndex: [false, { option: true }],
  context: async ({ context, firstVisit, realSearchIndex }, use) => {
    await onLoopbackOnly(context, { returning: !firstVisit });
    if (!realSearchIndex) await context.route(/\/static\/search_index\.[^/]+\.json$/, (route) => route.fulfill({ json: [] }));
    await use(context);
  },
});

export { expect };
