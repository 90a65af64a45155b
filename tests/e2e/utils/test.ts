import { test as base, expect } from '@playwright/test';

/**
 * The `test` every browser spec uses. Each page starts as a returning visitor (so the once-per-visitor
 * locale redirect of SPEC §4 does not move it to the browser's language) and can reach only loopback:
 * the machine has no internet, and the site must not depend on other hosts.
 */
export const test = base.extend<{ firstVisit: boolean }>({
  firstVisit: [false, { option: true }],
  context: async ({ context, firstVisit }, use) => {
    if (!firstVisit) await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])[a-z]+:\/\//, (route) => route.abort());
    await use(context);
  },
});

export { expect };
