/** External addresses the site points at. One place, so a move is a one-line change. */
export const REPO_URL = 'https://github.com/web-infra-dev/rstest';

/**
 * The repository that holds this site's sources, for "Edit this page": the link opens
 * `<url>/blob/<branch>/<docsDir>/<lang>/<page>.mdx`, the file the page is built from. The site's own repository is
 * not public yet, so no real address is known: the default is a placeholder under `.invalid` (a domain that never
 * resolves, RFC 2606) and a deployer sets RSTEST_DOCS_EDIT_REPO (and RSTEST_DOCS_EDIT_BRANCH) when building (README,
 * "Deploying"). `docsDir` is where rspress.config.ts's `root` is in that repository (tests/unit/edit-links.test.ts).
 */
export function docsRepoOf(env: Record<string, string | undefined>) {
  return {
    url: (env.RSTEST_DOCS_EDIT_REPO || 'https://docs-repo.invalid/set-RSTEST_DOCS_EDIT_REPO').replace(/\/+$/, ''),
    branch: env.RSTEST_DOCS_EDIT_BRANCH || 'main',
    docsDir: 'docs',
  };
}
// Read at build time; this module also reaches the browser (REPO_URL), which has no `process`.
export const DOCS_REPO = docsRepoOf(typeof process === 'undefined' ? {} : process.env);
/** Base of the "edit this page" link; Rspress appends the page's path relative to docs/ (`en/guide/…/x.mdx`). */
export const DOCS_REPO_BASE_URL = `${DOCS_REPO.url}/blob/${DOCS_REPO.branch}/${DOCS_REPO.docsDir}`;

export const X_URL = 'https://x.com/rspack_dev';
export const DISCORD_URL = 'https://discord.gg/XsaKEEk4mW';
/** Where the site is published; makes canonical, hreflang and sitemap URLs absolute. */
export const SITE_ORIGIN = 'https://rstest.rs';
