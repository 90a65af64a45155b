import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type LocalSearchOptions } from '@rspress/core';
import { pluginSitemap } from '@rspress/plugin-sitemap';
import { rehypeCodeBreaks } from './plugins/codeBreaks';
import { compileHintsPlugin } from './plugins/compileHints';
import { guideDownloadsPlugin } from './plugins/guideDownloads';
import { lazyPanelStylesPlugin } from './plugins/lazyPanelStyles';
import { localeNotFoundPlugin } from './plugins/localeNotFound';
import { pageMetaInChunkPlugin } from './plugins/pageMetaInChunk';
import { releaseReplaceRules } from './plugins/releaseNotes';
import { paintFirstPlugin } from './plugins/paintFirst';
import { shikiClassTransformer } from './plugins/shikiClasses';
import { translationLagPlugin } from './plugins/translationLag';
import { trimPageDataPlugin } from './plugins/trimPageData';
import { remarkVersionBadges } from './plugins/versionBadges';
import { head } from './site/head';
import { DISCORD_URL, DOCS_REPO_BASE_URL, REPO_URL, SITE_ORIGIN, X_URL } from './site/links';
import { HISTORY_DIGEST } from './site/releases';
import { remoteSearchFromEnv } from './search/remoteOptions';
import { remoteSearchPlugin } from './search/remotePlugin';
import { migrationSearchPlugin } from './theme/MigrationTable/plugin';
import { searchPlugin } from './search/plugin';
import { sectionsPlugin } from './plugins/sections';

const rootDir = path.dirname(fileURLToPath(import.meta.url));
// Rspress's link navigation hook. Its other users take it from '@rspress/core/theme', where theme/index.tsx exports
// ours; its Link imports it by this relative path, so the file is aliased as well (listed in site/rspressInternals.ts).
const RSPRESS_LINK_NAVIGATE = createRequire(import.meta.url).resolve('@rspress/core/dist/theme/components/Link/useLinkNavigate.js');
// RSTEST_DOCS_SEARCH_ENDPOINT (+ RSTEST_DOCS_SEARCH_INDEXES) switches search to a remote service (search/remoteSearcher.ts).
const remoteSearch = remoteSearchFromEnv();
const docsRoot = process.env.RSTEST_DOCS_ROOT ?? path.join(rootDir, 'docs');

export default defineConfig({
  // The search bench builds a larger copy of the docs (scripts/bench.mjs --scale) from elsewhere.
  root: docsRoot,
  // Tests build the site elsewhere (e.g. in remote search mode) without touching doc_build/.
  outDir: process.env.RSTEST_DOCS_OUT_DIR,
  title: 'Rstest',
  siteOrigin: SITE_ORIGIN,
  head,
  description: 'Rstest is a testing framework powered by Rspack.',
  icon: '/logo.svg',
  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  logoText: 'Rstest',
  lang: 'en',
  locales: [
    {
      lang: 'en',
      label: 'English',
      description: 'Rstest is a testing framework powered by Rspack.',
    },
    {
      lang: 'zh',
      label: '简体中文',
      description: 'Rstest 是基于 Rspack 的测试框架。',
    },
  ],
  // Outline title, prev/next and edit-link labels per language live here too.
  i18nSourcePath: path.join(rootDir, 'theme/i18n.json'),
  route: {
    cleanUrls: true,
    // A page change renders at once rather than in yielding slices: the new page shows sooner (bench: navigation).
    useTransitions: false,
    exclude: ['**/shared/**', '**/theme/**'],
  },
  // Image zoom that loads its library only on pages with images (theme/ImageZoom), in place of Rspress's.
  mediumZoom: false,
  globalUIComponents: [path.join(rootDir, 'theme/ImageZoom/index.tsx')],
  builderConfig: {
    // Rspress's build cache keys on the routes and nav, not on settings read from the environment: without this, a
    // build with another RSTEST_DOCS_EDIT_REPO reused the last build's site data, edit links included.
    // The release history (site/release-history.json) goes into pages through the plugins below, unseen by it too.
    ...(process.env.RSPRESS_PERSISTENT_CACHE !== 'false' && { performance: { buildCache: { cacheDigest: [DOCS_REPO_BASE_URL, HISTORY_DIGEST] } } }),
    tools: {
      rspack: (config) => {
        // Our theme and search modules do nothing when imported, so a component that theme/index.tsx exports but only
        // a lazily loaded part uses (the home page's hero and tool block, the overview, the search engine) stays out of
        // other pages' first-load JS (tests/e2e/first-load.spec.ts).
        config.module?.rules?.push({ test: /[\\/](theme|search)[\\/].*\.tsx?$/, exclude: /node_modules/, sideEffects: false });
      },
    },
    resolve: {
      alias: {
        // Rspress's sidebar and outline keep the active entry in view with this package; ours waits for the next frame.
        'scroll-into-view-if-needed': path.join(rootDir, 'theme/utils/scrollIntoViewIfNeeded.ts'),
        // Rspress's link navigation, for its Link: one render per page change, failed page loads logged (theme/Link).
        [RSPRESS_LINK_NAVIGATE]: path.join(rootDir, 'theme/Link/useLinkNavigate.ts'),
      },
    },
  },
  // llms.txt, llms-full.txt and a Markdown copy of every page, for AI tools.
  llms: true,
  // searchPlugin: our search engine behind Rspress's search panel (search/); trimPageDataPlugin: other pages'
  // descriptions and headings out of every page's first load, an overview page's cards in its own chunk;
  // paintFirstPlugin: scripts run after the first frame, input given before then answered once the app has settled
  // (plugins/paintFirst.ts); compileHintsPlugin: first-load scripts compiled off the main thread;
  // lazyPanelStylesPlugin: the search panel's stylesheets load with the panel, not with every page;
  // translationLagPlugin: Chinese pages older than their English twin say so (and doc_build/translation-status.md);
  // migrationSearchPlugin: the Jest/Vitest lookup table's rows are found by search (theme/MigrationTable);
  // localeNotFoundPlugin: a Chinese 404 page (zh/404.html) for the host to serve at unknown paths under /zh/;
  // guideDownloadsPlugin: each guide ends with "Download this example", a zip of its fixture project;
  // pageMetaInChunkPlugin (last: the others read what it moves): edit-link path and last-update time in the page's chunk;
  // sectionsPlugin: each page's route, record and sidebar in its section's table, not in every page's first load (issue #30).
  plugins: [
    pluginSitemap({ siteUrl: SITE_ORIGIN }),
    remoteSearch ? remoteSearchPlugin() : searchPlugin(),
    trimPageDataPlugin(),
    paintFirstPlugin(),
    compileHintsPlugin(),
    lazyPanelStylesPlugin(),
    translationLagPlugin(),
    migrationSearchPlugin(),
    localeNotFoundPlugin(),
    guideDownloadsPlugin(),
    pageMetaInChunkPlugin(),
    sectionsPlugin(),
  ],
  // Rspress 2 types the local mode only; the remote mode's fields reach the theme through the site data.
  search: { codeBlocks: true, ...remoteSearch } as LocalSearchOptions,
  // The releases page's and upgrade guides' lists of changes, written from the release history (plugins/releaseNotes.ts).
  replaceRules: releaseReplaceRules(docsRoot),
  markdown: {
    showLineNumbers: false,
    defaultWrapCode: false,
    // Token colours as classes, not inline styles: lighter code-heavy pages (plugins/shikiClasses.ts).
    shiki: { transformers: [shikiClassTransformer()] },
    // Long inline code and headings wrap at spaces and after dots, never after a hyphen (plugins/codeBreaks.ts).
    rehypePlugins: [rehypeCodeBreaks],
    // Each documented item's release history under its heading ("Added in 0.6.4"), from site/release-history.json.
    remarkPlugins: [remarkVersionBadges({ docsRoot })],
    link: { checkDeadLinks: true, checkAnchors: true },
  },
  themeConfig: {
    lastUpdated: true,
    enableScrollToTop: true,
    // Circular reveal when the theme is toggled (skipped when the reader asks for reduced motion).
    enableAppearanceAnimation: true,
    // "Edit this page" opens the page's source, docs/<lang>/<page>.mdx, in the repository set in site/links.ts
    // (RSTEST_DOCS_EDIT_REPO at build time).
    editLink: { docRepoBaseUrl: DOCS_REPO_BASE_URL },
    socialLinks: [
      { icon: 'github', mode: 'link', content: REPO_URL },
      { icon: 'x', mode: 'link', content: X_URL },
      { icon: 'discord', mode: 'link', content: DISCORD_URL },
    ],
  },
});
