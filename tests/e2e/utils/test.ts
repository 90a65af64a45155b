import { type BrowserContext, test as base, expect } from '@playwright/test';

/**
 * The `test` every browser spec uses. Each page starts as a returning visitor (so the once-per-visitor
 * locale redirect, SPEC-COVERAGE S31–S33, does not move it to the browser's language) and can reach only loopback:
 * the machine has no internet, and the site must not depend on other hosts.
 *
 * Hovering the search button or opening the panel fetches the language's prebuilt index in parts: its manifest, then
 * the shards of the words typed and the text of the pages shown (README, "How search works"). Specs that do not test
 * search results are served an empty index instead: the manifest's URL answers an empty list of pages, which the
 * engine takes for an index in Rspress's own form, with nothing in it, so no shard is fetched. A spec that tests
 * search says `test.use({ realSearchIndex: true })`.
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
