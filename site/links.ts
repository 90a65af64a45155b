/** External addresses the site points at. One place, so a move is a one-line change. */
export const REPO_URL = 'https://github.com/web-infra-dev/rstest';
/** Base of the "edit this page" link; the page's path relative to docs/ is appended. */
export const DOCS_REPO_BASE_URL = `${REPO_URL}/tree/main/website/docs`;
export const X_URL = 'https://x.com/rspack_dev';
export const DISCORD_URL = 'https://discord.gg/XsaKEEk4mW';
/** Where the site is published; makes canonical, hreflang and sitemap URLs absolute. */
export const SITE_ORIGIN = 'https://rstest.rs';
