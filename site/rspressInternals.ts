// Every place where the site relies on Rspress (and React) internals: files of @rspress/core's dist we import, alias
// or replace, exports we import from them, theme exports we override, Rspress's CSS class names and variables our
// code hooks into, its split-chunks group, virtual modules, page-meta keys, DOM id, storage keys, build flags and
// output names, and React's private key. None of these is a documented API, so an Rspress upgrade can remove or
// rename one without an error: the override, style or hook then stops working silently.
//
// tests/unit/rspress-internals.test.ts checks each entry against the installed packages (how: HOW_CHECKED, plus an
// entry's `evidence`) and that each user file still names it, failing with the entry's name. It also scans our code
// (theme/, plugins/, site/, scripts/, rspress.config.ts; tests/unit/ for dist paths) for `@rspress/core/dist/` paths,
// `rp-*` / `rspress-*` names, `--shiki-*` variables, `virtual-*` modules, React private keys, names imported from
// @rspress/shared and the overrides in theme/index.tsx, and fails on one that is not listed here: a new coupling
// must be added to this list.
//
// Paths are relative to the @rspress/core package (`dist/…`) unless they start with another package's name.

export type InternalKind =
  | 'file' // a file of @rspress/core we import, alias or replace
  | 'export' // a name an undocumented module (a dist file, the runtime's internals, @rspress/shared) exports
  | 'override' // a theme export of ours that Rspress's components take from `@rspress/core/theme`
  | 'aliased-import' // a package Rspress's theme imports that rspress.config.ts aliases to our module
  | 'package' // a package both Rspress and we import, which must be the same copy
  | 'css-class' // a class name of Rspress's markup that our code or CSS hooks into
  | 'css-variable' // a CSS custom property of Rspress's stylesheets we read or set
  | 'cache-group' // a split-chunks cache group of Rspress's bundler config
  | 'virtual-module' // a module Rspress generates at build time
  | 'page-meta' // a key of the page data Rspress's MDX compiler or runtime reads and we write
  | 'dom-id' // an element id in Rspress's HTML
  | 'storage-key' // a localStorage key Rspress reads
  | 'build-define' // an `import.meta.env` flag Rspress defines
  | 'build-output' // the name or shape of something Rspress's build writes
  | 'react-key'; // a private property React puts on DOM nodes

export interface RspressInternal {
  kind: InternalKind;
  /** The exact name: a path (`dist/…`), an export name, a class name (no dot), a CSS variable (`--…`), a key… */
  name: string;
  /** Our files that rely on it. */
  users: string[];
  /** Why they do, in short. */
  why: string;
  /** export: the module that must export it (`dist/…js`, `@rspress/core/runtime`, `@rspress/shared`). */
  from?: string;
  /** override: the Rspress files that import it from `@rspress/core/theme` (so that they get ours). */
  importedBy?: string[];
  /** override: Rspress files that import it by a relative path (bypassing ours), and why that is all right. */
  relativeImports?: Record<string, string>;
  /** Where it must occur besides (or, for build-output, instead of) the kind's check: a file and a text or pattern. */
  evidence?: { file: string; text: string | RegExp }[];
  /** file: our module that takes its place (an alias); it must export every name the file exports. */
  replacedBy?: string;
  /** build-output: the test that checks it by running the tool that makes it (when no installed file shows it). */
  checkedBy?: string;
}

/** How the test checks that an entry of each kind still exists (see also `evidence`). */
export const HOW_CHECKED: Record<InternalKind, string> = {
  file: 'the file exists in the installed @rspress/core; a file we replace (`replacedBy`) exports nothing our module lacks',
  export: 'the module named by `from` exports the name (export lists followed through `export *`)',
  override:
    "@rspress/core/theme-original exports it, each `importedBy` file imports it from '@rspress/core/theme', and no " +
    'file of dist/theme or dist/runtime imports it by a relative path except those of `relativeImports`',
  'aliased-import': "a file of dist/theme imports the package by that bare name (the import the alias catches)",
  package: 'resolved from @rspress/core and from the site, the package is the same file (one copy)',
  'css-class': "the name occurs as a whole word in dist's JS or CSS (dist/eject-theme, a source copy, left out)",
  'css-variable': "the name occurs as a whole word in dist's CSS or JS (dist/eject-theme left out)",
  'cache-group': "Rspress's bundler config (dist/node) declares the group under `cacheGroups`",
  'virtual-module': "dist/node declares it (its name as a quoted string)",
  'page-meta': "the name occurs in dist's JS",
  'dom-id': "dist's JS has the id as a quoted string",
  'storage-key': "dist's JS has the key as a quoted string",
  'build-define': "dist/node defines `import.meta.env.<name>`",
  'build-output': 'the evidence only, or the test named in `checkedBy` (which runs the tool that writes it)',
  'react-key': "react-dom's client build (cjs/react-dom-client.production.js) has the name",
};

/** Names with Rspress's `rp-` prefix that are ours (our own components' classes), not Rspress's. */
export const OWN_RP_NAMES: Record<string, string> = {
  'rp-option-meta': 'theme/OptionMeta: the facts box under an option page title',
  'rp-option-meta__row': 'theme/OptionMeta',
  'rp-option-meta__label': 'theme/OptionMeta',
  'rp-option-meta__value': 'theme/OptionMeta',
  'rp-overview-group-described': 'theme/OverviewGroup: a group whose first card is its own page',
};

/** Virtual modules that are ours (plugins add them), not Rspress's. */
export const OWN_VIRTUAL_MODULES: Record<string, string> = {
  'virtual-rstest-sections': "plugins/sections.ts: the site's sections and the file names of their page tables (theme/Sections)",
};

/** Names theme/index.tsx exports that theme-original also exports but no Rspress component takes from the theme. */
export const NOT_OVERRIDES: Record<string, string> = {
  PackageManagerTabs: "our pages import it from '@theme'; no Rspress component or plugin renders it",
};

const RSPRESS_SEARCH = 'dist/theme/components/Search';

const files: RspressInternal[] = [
  {
    kind: 'file',
    name: 'dist/theme/components/Link/useLinkNavigate.js',
    users: ['rspress.config.ts', 'theme/Link/useLinkNavigate.ts'],
    why:
      "aliased to theme/Link/useLinkNavigate.ts: Rspress's Link imports the hook by this relative path, not from " +
      "'@rspress/core/theme', so only the alias gives its links our navigation (one render, failed loads logged)",
    evidence: [
      {
        file: 'dist/theme/components/Link/index.js',
        text: /import \{[^}]*\buseLinkNavigate\b[^}]*\} from "(\.\/useLinkNavigate\.js|@rspress\/core\/theme)"/,
      },
    ],
  },
  {
    kind: 'file',
    name: 'dist/theme/components/Link/getHref.js',
    users: ['theme/Link/useLinkNavigate.ts'],
    why: 'our navigation hook classifies a link as Rspress does',
  },
  {
    kind: 'file',
    name: `${RSPRESS_SEARCH}/logic/search.js`,
    users: ['search/plugin.ts', 'theme/SearchPanel/index.tsx', 'search/remotePlugin.ts'],
    why:
      "replaced by our PageSearcher (NormalModuleReplacementPlugin), so Rspress's panel and useFullTextSearch run on " +
      'our engine; the panel wrapper imports it to load the index early',
    evidence: [
      { file: `${RSPRESS_SEARCH}/useSearchPanel.js`, text: 'from "./logic/search.js"' },
      { file: 'dist/theme/logic/useFullTextSearch.js', text: 'from "../components/Search/logic/search.js"' },
    ],
  },
  {
    kind: 'file',
    name: `${RSPRESS_SEARCH}/logic/providers/LocalProvider.js`,
    users: ['search/plugin.ts', 'search/indexUrl.ts'],
    why: "replaced by indexUrl.ts: the panel's index prefetch fetches our prebuilt manifest",
    evidence: [{ file: `${RSPRESS_SEARCH}/useSearchPanel.js`, text: 'from "./logic/providers/LocalProvider.js"' }],
  },
  {
    kind: 'file',
    name: `${RSPRESS_SEARCH}/SearchPanel.js`,
    users: ['theme/SearchPanel/LoadedPanel.tsx'],
    why: "Rspress's search panel, loaded on first use from a chunk of its own",
  },
  {
    kind: 'file',
    name: `${RSPRESS_SEARCH}/logic/util.js`,
    users: ['search/hits.ts'],
    why: "a hit's heading path, as Rspress builds it",
  },
  {
    kind: 'file',
    name: 'dist/theme/hooks/processTitleElement.js',
    users: ['theme/DynamicToc/index.ts'],
    why: "an outline heading's text, as Rspress reads it",
  },
  ...['SidebarDivider.js', 'SidebarItem.js', 'SidebarSectionHeader.js', 'utils.js'].map(
    (file): RspressInternal => ({
      kind: 'file',
      name: `dist/theme/components/Sidebar/${file}`,
      users: ['theme/Sidebar/index.tsx'],
      why: "Rspress's sidebar pieces, reused around our own sidebar group",
    }),
  ),
  {
    kind: 'file',
    name: 'dist/theme/components/Nav/hooks.js',
    users: ['theme/LanguageMenu/index.tsx'],
    why: "the language menu's entries, as Rspress's navbar makes them",
  },
  {
    kind: 'file',
    name: 'dist/theme/components/Nav/NavMenu.js',
    users: ['theme/Nav/index.tsx'],
    why: "Rspress's navbar menus, reused in our navbar",
  },
  {
    kind: 'file',
    name: 'dist/theme/components/ReadPercent/ProgressCircle.js',
    users: ['theme/ReadPercent/index.tsx'],
    why: "Rspress's reading-progress circle, reused by our ReadPercent",
  },
  {
    kind: 'file',
    name: 'dist/theme/components/SocialLinks/SocialLink.js',
    users: ['theme/SocialLinks/index.tsx'],
    why: "Rspress's social link, reused by our SocialLinks",
  },
  ...(
    [
      ['dist/theme/components/Tabs/index.css', 'theme/Tabs/index.tsx'],
      ['dist/theme/components/Sidebar/SidebarGroup.css', 'theme/Sidebar/index.tsx'],
      ['dist/theme/components/SocialLinks/index.css', 'theme/SocialLinks/index.tsx'],
      ['dist/theme/components/Nav/index.css', 'theme/Nav/index.tsx'],
      ['dist/theme/components/Llms/index.css', 'theme/LlmsViewOptions/index.tsx'],
      ['dist/theme/components/Llms/LlmsViewOptions.css', 'theme/LlmsViewOptions/index.tsx'],
      [`${RSPRESS_SEARCH}/SearchButton.css`, 'theme/SearchButton/index.tsx'],
    ] as const
  ).map(
    ([name, user]): RspressInternal => ({
      kind: 'file',
      name,
      users: [user],
      why: "Rspress's styles for the component we replace (its own module, which imported them, is not loaded)",
    }),
  ),
  ...['SearchPanel', 'SuggestItem', 'NoSearchResult'].map(
    (component): RspressInternal => ({
      kind: 'file',
      name: `${RSPRESS_SEARCH}/${component}.css`,
      users: ['plugins/lazyPanelStyles.ts'],
      why: "matched by path and kept out of the `styles` chunk: the panel's CSS loads with the panel",
      evidence: [{ file: `${RSPRESS_SEARCH}/${component}.js`, text: `import "./${component}.css"` }],
    }),
  ),
  // The page table per section (issue #30): the browser build takes the page's section before it looks for a page.
  {
    kind: 'file',
    name: 'dist/runtime/route.js',
    users: ['plugins/sections.ts', 'theme/Sections/route.ts'],
    why:
      "Rspress's client router, replaced in the browser build by theme/Sections/route.ts (an alias: every import of " +
      "the file gets ours): it matched paths against a table of every page, ours against the sections loaded so far, " +
      'normalizing a path the same way (its `normalizeRoutePath`, also run by tests/unit/sections.test.ts)',
    replacedBy: 'theme/Sections/route.ts',
    evidence: [
      { file: 'dist/runtime/route.js', text: 'import { routes } from "virtual-routes"' },
      { file: 'dist/runtime/route.js', text: "cleanUrl(decodeURIComponent(routePath)).replace(/\\.html$/, '').replace(/\\/index$/, '/').toLowerCase()" },
      { file: 'dist/runtime/ssrClientEntry.js', text: 'import { redirectToCleanUrl } from "./route.js"' },
      { file: 'dist/runtime/Content.js', text: 'import { pathnameToRouteService } from "./route.js"' },
      { file: 'dist/runtime/index.js', text: 'from "./route.js"' },
    ],
  },
  {
    kind: 'file',
    name: 'dist/runtime/initPageData.js',
    users: ['plugins/sections.ts', 'theme/Sections/initPageData.ts'],
    why:
      "Rspress's page-data loader and page cache, replaced in the browser build by theme/Sections/initPageData.ts (an " +
      "alias): the same, after loading the page's section; it makes a page's data from its record and page meta as " +
      'Rspress does (the evidence: that code)',
    replacedBy: 'theme/Sections/initPageData.ts',
    evidence: [
      { file: 'dist/runtime/initPageData.js', text: "const { toc = [], title = '', frontmatter = {}, ...rest } = MDX_OR_MD_REGEXP.test(matchedRoute.filePath) ? meta : mod;" },
      { file: 'dist/runtime/initPageData.js', text: 'const meta = mod.default.__RSPRESS_PAGE_META?.[encodedPagePath] || {};' },
      { file: 'dist/runtime/App.js', text: 'from "./initPageData.js"' },
      { file: 'dist/runtime/ssrClientEntry.js', text: 'from "./initPageData.js"' },
      { file: 'dist/runtime/index.js', text: 'from "./initPageData.js"' },
    ],
  },
  {
    kind: 'file',
    name: 'dist/node/runtimeModule/siteData/createSiteData.js',
    users: ['plugins/sections.ts'],
    why: "the sidebars of the section tables are normalized by Rspress's own code, as its site data module's are",
    evidence: [{ file: 'dist/node/runtimeModule/siteData/rsbuildPlugin.js', text: 'const { siteData } = await createSiteData(config);' }],
  },
  {
    kind: 'file',
    name: 'dist/node/PluginDriver.js',
    users: ['tests/unit/utils/rspress-index.ts'],
    why: "the unit tests make Rspress's search index with Rspress's own code, without a build",
  },
  {
    kind: 'file',
    name: 'dist/node/route/RouteService.js',
    users: ['tests/unit/utils/rspress-index.ts'],
    why: 'idem',
  },
  {
    kind: 'file',
    name: 'dist/node/runtimeModule/pageData/createPageData.js',
    users: ['tests/unit/utils/rspress-index.ts'],
    why: 'idem: the function whose output the build writes as the search index',
  },
  {
    kind: 'file',
    name: 'dist/node/build.js',
    users: ['tests/unit/utils/rspress-index.ts'],
    why: 'the steps rspress-index.ts repeats (named in its comment)',
  },
];

const deepExports = (from: string, users: string[], why: string, names: string[]) =>
  names.map((name): RspressInternal => ({ kind: 'export', name, from, users, why }));

const exportsUsed: RspressInternal[] = [
  ...deepExports('dist/theme/components/Link/getHref.js', ['theme/Link/useLinkNavigate.ts'], 'see its file', ['getHref']),
  ...deepExports(
    `${RSPRESS_SEARCH}/logic/search.js`,
    ['theme/SearchPanel/index.tsx', 'search/PageSearcher.ts'],
    'the class the panel takes and our replacement provides',
    ['PageSearcher'],
  ),
  ...deepExports(
    `${RSPRESS_SEARCH}/logic/providers/LocalProvider.js`,
    ['search/indexUrl.ts'],
    "the one export of LocalProvider the panel uses; our replacement provides it",
    ['getSearchIndexURL'],
  ),
  ...deepExports(`${RSPRESS_SEARCH}/SearchPanel.js`, ['theme/SearchPanel/LoadedPanel.tsx'], 'see its file', ['SearchPanel']),
  ...deepExports(`${RSPRESS_SEARCH}/logic/util.js`, ['search/hits.ts'], 'see its file', ['backTrackHeaders']),
  ...deepExports('dist/theme/hooks/processTitleElement.js', ['theme/DynamicToc/index.ts'], 'see its file', ['processTitleElement']),
  ...deepExports('dist/theme/components/Sidebar/SidebarDivider.js', ['theme/Sidebar/index.tsx'], 'see its file', ['SidebarDivider']),
  ...deepExports('dist/theme/components/Sidebar/SidebarItem.js', ['theme/Sidebar/index.tsx'], 'see its file', [
    'SidebarItem',
    'SidebarItemRaw',
  ]),
  ...deepExports('dist/theme/components/Sidebar/SidebarSectionHeader.js', ['theme/Sidebar/index.tsx'], 'see its file', [
    'SidebarSectionHeader',
  ]),
  ...deepExports('dist/theme/components/Sidebar/utils.js', ['theme/Sidebar/index.tsx'], 'see its file', [
    'isSidebarDivider',
    'isSidebarGroup',
    'isSidebarSectionHeader',
  ]),
  ...deepExports('dist/theme/components/Nav/hooks.js', ['theme/LanguageMenu/index.tsx'], 'see its file', ['useLangsMenu']),
  ...deepExports('dist/theme/components/Nav/NavMenu.js', ['theme/Nav/index.tsx'], 'see its file', [
    'NavMenu',
    'NavMenuDivider',
    'NavVersions',
  ]),
  ...deepExports('dist/theme/components/ReadPercent/ProgressCircle.js', ['theme/ReadPercent/index.tsx'], 'see its file', [
    'ProgressCircle',
  ]),
  ...deepExports('dist/theme/components/SocialLinks/SocialLink.js', ['theme/SocialLinks/index.tsx'], 'see its file', ['SocialLink']),
  ...deepExports('dist/node/PluginDriver.js', ['tests/unit/utils/rspress-index.ts'], 'see its file', ['PluginDriver']),
  ...deepExports('dist/node/route/RouteService.js', ['tests/unit/utils/rspress-index.ts'], 'see its file', ['RouteService']),
  ...deepExports('dist/node/runtimeModule/pageData/createPageData.js', ['tests/unit/utils/rspress-index.ts'], 'see its file', [
    'createPageData',
  ]),
  // Runtime internals: exported by @rspress/core/runtime but not documented among its hooks.
  ...deepExports(
    '@rspress/core/runtime',
    ['theme/Link/useLinkNavigate.ts'],
    'our navigation hook loads the next page and hands it to the app as Rspress\'s hook does',
    ['initPageData', 'pathnameToRouteService', 'isActive'],
  ),
  ...deepExports(
    '@rspress/core/runtime',
    ['theme/Link/useLinkNavigate.ts', 'theme/Root/useHydratedPageData.ts'],
    "Rspress's page cache: a page's data, once loaded, is not loaded again",
    ['warmPageData'],
  ),
  ...deepExports(
    '@rspress/core/runtime',
    ['theme/Link/useLinkNavigate.ts', 'theme/Root/PageSwitches.tsx', 'theme/Root/useHydratedPageData.ts'],
    "the context whose `setData` puts a page's data in place",
    ['PageContext'],
  ),
  ...deepExports('dist/node/runtimeModule/siteData/createSiteData.js', ['plugins/sections.ts'], 'see its file', ['createSiteData']),
  // @rspress/shared: Rspress's own helpers package (declared at @rspress/core's exact version).
  ...(
    [
      ['cleanUrl', ['theme/Sections/initPageData.ts']],
      ['MDX_OR_MD_REGEXP', ['theme/Sections/initPageData.ts']],
      ['normalizeHref', ['theme/Sections/route.ts', 'theme/Sections/initPageData.ts']],
      ['removeBase', ['theme/Sections/route.ts', 'theme/Sections/initPageData.ts']],
      ['removeHash', ['theme/Sections/initPageData.ts']],
      ['removeTrailingSlash', ['theme/Sections/route.ts']],
    ] as const
  ).flatMap(([name, users]) =>
    deepExports('@rspress/shared', [...users], "the path helpers Rspress's router and page-data loader use, in our replacements of them", [name]),
  ),
  ...deepExports('@rspress/shared', ['theme/Nav/index.tsx'], 'whether the navbar shows the appearance switch, as Rspress decides', [
    'isDarkModeSwitchEnabled',
  ]),
];

/** Our overrides of Rspress's theme exports: the Rspress files that take each from '@rspress/core/theme'. */
const OVERRIDES: [name: string, importedBy: string[], why: string, relativeImports?: Record<string, string>][] = [
  [
    'useLinkNavigate',
    ['components/HomeFeature/index.js', 'components/Sidebar/SidebarGroup.js', 'components/Search/SearchPanel.js'],
    'one render per page change, failed page loads logged (theme/Link)',
    { 'components/Link/index.js': "Rspress's Link: covered by the alias in rspress.config.ts (see the file entry)" },
  ],
  ['Layout', ['../runtime/App.js'], 'page switches, navbar hiding, 404 route (theme/Layout)'],
  ['Root', ['../runtime/App.js'], 'site-wide styles and behaviours (theme/Root)'],
  ['HomeLayout', ['layout/Layout/index.js'], 'the landing page (theme/HomeLayout)'],
  ['HomeHero', ['layout/HomeLayout/index.js'], 'the landing hero (theme/HomeHero)'],
  ['HomeFeature', ['layout/HomeLayout/index.js'], 'the landing features (theme/HomeFeature)'],
  ['NotFoundLayout', ['layout/Layout/index.js'], 'the 404 page is not indexed (theme/NotFoundLayout)'],
  ['Nav', ['layout/Layout/index.js'], 'our navbar (theme/Nav)'],
  ['useScrollReset', ['layout/Layout/index.js'], 'scroll handling after navigation (theme/ScrollAfterNav)'],
  ['useScrollAfterNav', ['components/DocContent/index.js'], 'delayed hash scroll (theme/ScrollAfterNav)'],
  ['Overview', ['layout/DocLayout/index.js'], "overview pages' cards (theme/Overview)"],
  ['DocContent', ['layout/DocLayout/index.js'], 'page content (theme/DocContent)'],
  ['Sidebar', ['layout/DocLayout/index.js'], 'keyboard-operable sidebar groups (theme/Sidebar)'],
  ['useWatchToc', ['layout/DocLayout/index.js'], 'outline headings read in the next frame (theme/DynamicToc)'],
  ['useDynamicToc', ['components/SidebarMenu/index.js', 'components/Toc/index.js'], 'idem'],
  ['useActiveAnchor', ['components/SidebarMenu/index.js', 'components/Toc/index.js'], 'outline scroll throttle (theme/ActiveAnchor)'],
  ['ReadPercent', ['components/Outline/index.js', 'components/SidebarMenu/index.js'], 'reading progress measured in the next frame'],
  [
    'useReadPercent',
    ['components/Outline/ScrollToTop.js'],
    'idem',
    { 'components/ReadPercent/index.js': "Rspress's ReadPercent, which our ReadPercent override replaces" },
  ],
  ['OverviewGroup', ['components/Overview/index.js'], "a group's own page as its first card (theme/OverviewGroup)"],
  ['SearchButton', ['components/Search/index.js'], 'named, keyboard-operable search button that preloads search'],
  ['SearchPanel', ['components/Search/index.js'], 'the panel loaded on first use (theme/SearchPanel)'],
  [
    'SocialLinks',
    ['components/Nav/index.js', 'components/NavHamburger/index.js', 'components/NavScreen/index.js'],
    'named social links (theme/SocialLinks)',
  ],
  ['SwitchAppearance', ['components/Nav/index.js', 'components/NavScreen/NavScreenAppearance.js'], 'keyboard-operable theme switch'],
  ['Tabs', ['components/PackageManagerTabs/index.js', 'components/Search/SearchPanel.js'], 'accessible tabs (theme/Tabs)'],
  ['LlmsViewOptions', ['components/DocContent/docComponents/title.js'], "the page-title menu's keyboard use"],
  [
    'getCustomMDXComponent',
    [
      'components/CodeBlockRuntime/index.js',
      'components/DocContent/index.js',
      'components/FallbackHeading/index.js',
      'components/PackageManagerTabs/index.js',
    ],
    'heading anchors out of the tab order, scrollable tables (theme/MdxComponents)',
  ],
  [
    'renderInlineMarkdown',
    [
      'components/FallbackHeading/index.js',
      'components/OverviewGroup/index.js',
      'components/PrevNextPage/index.js',
      'components/Prompt/index.js',
      'components/Sidebar/SidebarItem.js',
      'components/Sidebar/SidebarSectionHeader.js',
      'components/SidebarMenu/index.js',
      'components/Toc/TocItem.js',
    ],
    'inline code breaks after dots (theme/InlineMarkdown)',
  ],
];

const overrides = OVERRIDES.map(
  ([name, importedBy, why, relativeImports]): RspressInternal => ({
    kind: 'override',
    name,
    users: ['theme/index.tsx'],
    why,
    importedBy: importedBy.map((file) => (file.startsWith('../') ? `dist/${file.slice(3)}` : `dist/theme/${file}`)),
    ...(relativeImports && {
      relativeImports: Object.fromEntries(Object.entries(relativeImports).map(([file, reason]) => [`dist/theme/${file}`, reason])),
    }),
  }),
);

/** Names used by several files: one entry each, with every user and reason. */
function merged(kind: InternalKind, uses: [users: string[], why: string, names: string[], evidence?: RspressInternal['evidence']][]) {
  const byName = new Map<string, RspressInternal>();
  for (const [users, why, names, evidence] of uses) {
    for (const name of names) {
      const entry = byName.get(name) ?? byName.set(name, { kind, name, users: [], why: '' }).get(name)!;
      entry.users.push(...users.filter((user) => !entry.users.includes(user)));
      if (!entry.why.split('; ').includes(why)) entry.why = entry.why ? `${entry.why}; ${why}` : why;
      if (evidence) entry.evidence = [...(entry.evidence ?? []), ...evidence];
    }
  }
  return [...byName.values()];
}

const STYLED = "restyles Rspress's markup";

const cssClasses = merged('css-class', [
  [
    ['theme/Tabs/index.tsx'],
    "our Tabs renders Rspress's tab markup, styled by Rspress's Tabs/index.css",
    [
      'rp-tabs',
      'rp-tabs__label',
      'rp-tabs__label--no-scrollbar',
      'rp-tabs__label__item',
      'rp-tabs__label__item--selected',
      'rp-tabs__label__item--not-selected',
      'rp-tabs__content',
      'rp-tabs__content__item',
      'rp-tabs__content__item--active',
      'rp-tabs__content__item--hidden',
    ],
  ],
  [
    ['theme/Overview/Overview.tsx'],
    "finds Rspress's overview filter to cancel its first focus (issue #32)",
    ['rp-overview-search__input'],
    [{ file: 'dist/theme/components/Overview/index.js', text: 'searchRef.current?.focus()' }],
  ],
  [
    ['theme/Overview/releaseFilter.tsx'],
    "the overview's release filter takes the look of Rspress's text filter above it",
    ['rp-overview-search', 'rp-overview-search__label', 'rp-overview-search__input'],
  ],
  [['theme/ScrollableTable/index.tsx'], "our table container takes Rspress's table styles", ['rp-table-scroll-container', 'rp-scrollbar']],
  [
    ['theme/LanguageMenu/index.tsx'],
    "our language menu renders Rspress's navbar menu markup",
    ['rp-nav-menu', 'rp-nav-menu__item', 'rp-nav-menu__item__container', 'rp-nav-menu__item__icon'],
  ],
  [['theme/Tabs/index.css'], STYLED, ['rp-tabs__label__item']],
  [['theme/LanguageMenu/index.css'], STYLED, ['rp-nav-menu__item__container']],
  [
    ['theme/HomeFeature/index.css'],
    STYLED,
    ['rp-home-background', 'rp-home-feature__card', 'rp-home-feature__icon', 'rp-home-feature__title-wrapper'],
  ],
  [['theme/Sidebar/index.tsx'], "our sidebar group renders Rspress's group markup", ['rp-sidebar-group', 'rp-sidebar-item--group-item']],
  [
    ['theme/SearchPanel/index.css'],
    "restyles Rspress's search panel (backdrop without blur, loading icon, result contrast)",
    [
      'rp-search-panel__mask',
      'rp-search-panel__search-icon--loading',
      'rp-suggest-item--current',
      'rp-suggest-item__link',
      'rp-suggest-item__title',
    ],
  ],
  [
    ['theme/SearchPanel/index.tsx'],
    "searches ahead on the input events of Rspress's panel input",
    ['rp-search-panel__input'],
    [{ file: `${RSPRESS_SEARCH}/SearchPanel.js`, text: 'className: "rp-search-panel__input"' }],
  ],
  [['theme/HeroStars/index.css'], "pauses the hero's animation while the search panel's backdrop is shown", ['rp-search-panel__mask']],
  [
    ['theme/DynamicToc/index.ts'],
    'selects the outline headings as Rspress does',
    ['rspress-doc', 'rp-toc-include', 'rp-toc-exclude', 'rspress-toc-exclude'],
    [{ file: 'dist/theme/hooks/useDynamicToc.js', text: 'rp-toc-include' }],
  ],
  [['theme/ImageZoom/index.tsx', 'theme/ReadPercent/index.tsx'], "finds the page content (Rspress's doc element)", ['rspress-doc']],
  [
    ['theme/PackageManagerTabs/index.tsx'],
    "finds the scroll container of Rspress's code block",
    ['rp-codeblock__content__scroll-container'],
  ],
  [
    ['theme/SocialLinks/index.tsx'],
    "our social links render Rspress's markup",
    ['rp-social-links', 'rp-social-links__hidden', 'rp-social-links__icon', 'rp-social-links__item'],
  ],
  [['theme/Nav/index.tsx'], "our navbar renders Rspress's navbar markup", ['rp-nav', 'rp-nav__left', 'rp-nav__others', 'rp-nav__right']],
  [
    ['theme/MdxComponents/index.tsx'],
    "recognises the heading anchors Rspress's MDX compiler writes, to take them out of the tab order",
    ['rp-header-anchor'],
    [{ file: 'dist/node/mdx/rehypePlugins/headerAnchor.js', text: 'rp-header-anchor' }],
  ],
  [
    ['theme/OverviewGroup/index.css'],
    STYLED,
    ['rp-overview-group__item__content__item', 'rp-overview-group__item__content__item__link'],
  ],
  [
    ['theme/Root/layout.css'],
    'navbar hiding and sizes, no empty menu bar',
    ['rp-nav', 'rp-sidebar-menu__right', 'rp-doc-layout__menu'],
  ],
  [['theme/Root/useNavbarHiding.ts'], "measures Rspress's navbar", ['rp-nav']],
  [
    ['theme/Root/usePreloadOnFocus.ts'],
    "preloads the page of a focused link of Rspress's, as its Link does on hover and touch",
    ['rp-link'],
    [{ file: 'dist/theme/components/Link/index.js', text: "'rp-link'" }],
  ],
  [
    ['theme/Root/code.css'],
    'inline code in page text and in the outline stays on one line unless long (plugins/codeBreaks.ts)',
    ['rp-doc', 'rp-toc-item__text'],
  ],
  [
    ['theme/Root/accessibility.css', 'theme/SearchPanel/index.css', 'theme/HomeHero/index.css'],
    'the dark theme: Rspress puts this class on <html>',
    ['rp-dark'],
    [{ file: 'dist/node/constants.js', text: "classList.toggle('rp-dark'" }],
  ],
  [
    ['theme/Root/accessibility.css'],
    'the light theme (callout colours): Rspress puts `dark` on <html> in the dark theme',
    ['dark'],
    [{ file: 'dist/node/constants.js', text: "classList.toggle('dark'" }],
  ],
  [['theme/Root/accessibility.css'], "hides Rspress's English note to AI agents from screen readers", ['rp-llms-hint']],
  [['theme/SwitchAppearance/index.tsx'], "presses Rspress's theme toggle from the keyboard", ['rp-switch-appearance']],
  [
    ['theme/LlmsViewOptions/index.tsx'],
    "our page-title menu renders Rspress's markup",
    [
      'rp-llms-button',
      'rp-llms-view-options__arrow',
      'rp-llms-view-options__arrow--rotated',
      'rp-llms-view-options__external-icon',
      'rp-llms-view-options__item-icon',
      'rp-llms-view-options__menu',
      'rp-llms-view-options__menu-item',
      'rp-llms-view-options__trigger',
      'rp-llms-view-options__trigger--active',
    ],
  ],
  [['theme/SearchButton/index.css'], STYLED, ['rp-search-button', 'rp-search-button--mobile', 'rp-search-button__hotkey']],
  [
    ['theme/SearchButton/index.tsx'],
    "our search button renders Rspress's markup",
    [
      'rp-search-button',
      'rp-search-button--mobile',
      'rp-search-button__content',
      'rp-search-button__hotkey',
      'rp-search-button__icon',
      'rp-search-button__word',
    ],
  ],
  [
    ['scripts/bench.mjs'],
    'the benchmark drives the built site by these',
    [
      'rp-doc',
      'rp-doc-layout__sidebar',
      'rp-search-button',
      'rp-search-panel__input',
      'rp-sidebar-item',
      'rp-sidebar-item--active',
      'rp-suggest-item__link',
    ],
  ],
]);

const TOKENS = "colours, radii and shadows from Rspress's design tokens, so ours follow its light and dark themes";
const SHIKI = "code colours of Rspress's css-variables Shiki theme (plugins/shikiClasses.ts writes classes for them)";

const cssVariables = merged('css-variable', [
  [
    ['theme/MigrationTable/index.css'],
    TOKENS,
    ['--rp-c-bg', '--rp-c-bg-soft', '--rp-c-brand-tint', '--rp-c-divider', '--rp-c-divider-light', '--rp-c-text-1', '--rp-c-text-2'],
  ],
  [['theme/TranslationNotice/index.css'], TOKENS, ['--rp-c-bg-soft', '--rp-c-brand', '--rp-c-link', '--rp-c-text-1', '--rp-radius-small']],
  [['theme/Tooltip/index.css'], TOKENS, ['--rp-c-bg', '--rp-c-text-1']],
  [
    ['theme/ProductMenu/index.css'],
    TOKENS,
    [
      '--rp-c-bg',
      '--rp-c-bg-mute',
      '--rp-c-brand',
      '--rp-c-divider-light',
      '--rp-c-text-1',
      '--rp-c-text-2',
      '--rp-nav-padding-x',
      '--rp-shadow-3',
    ],
  ],
  [['theme/ImageZoom/index.tsx'], TOKENS, ['--rp-c-bg']],
  [
    ['theme/ToolStack/index.css'],
    TOKENS,
    ['--rp-c-brand', '--rp-c-divider-light', '--rp-c-link', '--rp-c-text-1', '--rp-c-text-2', '--rp-home-feature-bg'],
  ],
  [['theme/SkipLink/index.css'], TOKENS, ['--rp-c-bg', '--rp-c-link', '--rp-radius-small', '--rp-shadow-3']],
  [['theme/OverviewGroup/index.css'], TOKENS, ['--rp-c-text-1']],
  [['theme/HeroStars/index.css', 'theme/HomeFeature/index.css'], TOKENS, ['--rp-c-brand']],
  [['theme/SearchPanel/index.css'], TOKENS, ['--rp-c-text-3']],
  [['theme/SwitchAppearance/index.css'], TOKENS, ['--rp-radius-small']],
  [['theme/OptionMeta/index.css'], TOKENS, ['--rp-c-bg-soft', '--rp-c-divider-light', '--rp-c-text-2', '--rp-radius']],
  [['theme/HomeHero/index.css'], TOKENS, ['--rp-c-bg', '--rp-c-brand', '--rp-c-text-0', '--rp-c-text-2', '--rp-home-hero-title-bg']],
  [['theme/HomeHero/index.css'], "set: the landing page's background", ['--rp-home-background-bg']],
  [
    ['theme/Root/accessibility.css'],
    'set to colours that meet WCAG AA contrast',
    [
      '--rp-c-brand',
      '--rp-c-brand-dark',
      '--rp-c-link',
      '--rp-c-text-3',
      '--rp-c-gray',
      '--rp-container-tip-text',
      '--rp-container-info-text',
      '--rp-container-important-text',
      '--rp-container-warning-text',
      '--shiki-token-comment',
      '--shiki-token-parameter',
    ],
  ],
  [
    ['theme/Root/layout.css'],
    'set: system font, navbar height (navbar hiding), no empty menu bar',
    ['--rp-font-family-base', '--rp-nav-height', '--rp-sidebar-menu-height'],
  ],
  [['theme/PackageManagerTabs/index.tsx'], SHIKI, ['--shiki-background', '--shiki-foreground']],
  [['plugins/shikiClasses.ts'], 'inline token styles it rewrites as classes', ['--shiki-foreground', '--shiki-token-keyword']],
  [
    ['theme/Root/code.css'],
    SHIKI,
    [
      '--shiki-token-comment',
      '--shiki-token-constant',
      '--shiki-token-function',
      '--shiki-token-keyword',
      '--shiki-token-link',
      '--shiki-token-parameter',
      '--shiki-token-punctuation',
      '--shiki-token-string',
      '--shiki-token-string-expression',
    ],
  ],
]);

const others: RspressInternal[] = [
  {
    kind: 'aliased-import',
    name: 'scroll-into-view-if-needed',
    users: ['rspress.config.ts', 'theme/utils/scrollIntoViewIfNeeded.ts'],
    why: "aliased to ours: Rspress's sidebar and outline keep the active entry in view in the next frame",
    evidence: [
      { file: 'dist/theme/components/Sidebar/SidebarItem.js', text: 'from "scroll-into-view-if-needed"' },
      { file: 'dist/theme/components/Toc/TocItem.js', text: 'from "scroll-into-view-if-needed"' },
    ],
  },
  {
    kind: 'package',
    name: 'nprogress',
    users: ['theme/Link/useLinkNavigate.ts'],
    why: "our navigation hook drives the progress bar Rspress's Link configures (one copy, one bar)",
  },
  {
    kind: 'package',
    name: '@rspress/shared',
    users: ['theme/Nav/index.tsx'],
    why: "the same helpers as Rspress's (package.json pins @rspress/core's exact version)",
  },
  {
    kind: 'cache-group',
    name: 'styles',
    users: ['plugins/lazyPanelStyles.ts'],
    why: "its `test` (a RegExp) is wrapped to leave the search panel's stylesheets out of the all-pages CSS",
    evidence: [{ file: 'dist/node/initRsbuild.js', text: /cacheGroups: \{\s*styles: \{[^}]*test: \// }],
  },
  {
    kind: 'virtual-module',
    name: 'virtual-page-data',
    users: ['search/indexUrl.ts', 'theme/env.d.ts', 'plugins/sections.ts', 'theme/Sections/sections.ts', 'theme/Sections/initPageData.ts'],
    why:
      'its `searchIndexHash` names the search index files our prebuilt index sits next to; in the browser build its ' +
      '`pages` are left empty (plugins/sections.ts rewrites the module as Rspress writes it) and filled in from the ' +
      "section tables, whose records are made as Rspress makes them (createPageData's `rest`); Rspress's page hooks read them",
    evidence: [
      { file: 'dist/node/runtimeModule/pageData/rsbuildPlugin.js', text: 'export const searchIndexHash' },
      { file: 'dist/node/runtimeModule/pageData/rsbuildPlugin.js', text: 'return `export const pageData = ${JSON.stringify(ref.pageData, null, 2)};' },
      { file: 'dist/node/runtimeModule/pageData/createPageData.js', text: 'const { content: _content, _filepath, _flattenContent, ...rest } = page;' },
      { file: 'dist/runtime/hooks/usePages.js', text: 'pages: pageData.pages' },
    ],
  },
  {
    kind: 'virtual-module',
    name: 'virtual-site-data',
    users: ['theme/env.d.ts', 'plugins/sections.ts', 'theme/Sections/sections.ts', 'theme/Sections/route.ts', 'theme/Sections/initPageData.ts'],
    why:
      'in the browser build its sidebars are left empty (plugins/sections.ts rewrites the module as Rspress writes it) ' +
      "and filled in from the section tables: Rspress's sidebar hook reads the sidebar of the page's language there",
    evidence: [
      { file: 'dist/node/runtimeModule/siteData/rsbuildPlugin.js', text: 'code: `export default ${JSON.stringify(siteData, null, 2)}`' },
      { file: 'dist/runtime/hooks/useSidebar.js', text: 'const { sidebar } = useLocaleSiteData();' },
      { file: 'dist/runtime/hooks/useLocaleSiteData.js', text: 'const localeInfo = locales.find((locale)=>locale.lang === lang);' },
    ],
  },
  {
    kind: 'virtual-module',
    name: 'virtual-routes',
    users: ['plugins/sections.ts'],
    why:
      "Rspress's table of every route: the browser build imports it once, never run, so that the bundler still builds " +
      "each page's chunk from its imports; plugins/sections.ts finds a page's chunks by the import's request (the page's file)",
    evidence: [{ file: 'dist/node/route/RouteService.js', text: 'import(/* webpackChunkName: "${chunkName}" */ ${JSON.stringify(route.absolutePath)})' }],
  },
  {
    kind: 'virtual-module',
    name: 'virtual-social-links',
    users: ['theme/SocialLinks/index.tsx', 'theme/env.d.ts'],
    why: "the SVG of each social icon, for our SocialLinks",
  },
  {
    kind: 'page-meta',
    name: 'pageMeta',
    users: ['plugins/pageMetaInChunk.ts', 'plugins/guideDownloads.ts'],
    why: "the MDX processor data Rspress writes into the page's chunk and its runtime spreads into the page data",
    evidence: [
      { file: 'dist/node/mdx/processor.js', text: "compiler.data('pageMeta')" },
      { file: 'dist/node/mdx/processor.js', text: '__RSPRESS_PAGE_META' },
      { file: 'dist/runtime/initPageData.js', text: /__RSPRESS_PAGE_META[\s\S]*\.\.\.rest/ },
    ],
  },
  {
    kind: 'page-meta',
    name: '_relativePath',
    users: ['plugins/pageMetaInChunk.ts', 'plugins/translationLag.ts', 'plugins/trimPageData.ts'],
    why: "moved from the page records into the page's chunk; Rspress's edit link is made from it",
    evidence: [{ file: 'dist/theme/components/EditLink/useEditLink.js', text: 'page._relativePath' }],
  },
  {
    kind: 'page-meta',
    name: 'toc',
    users: ['plugins/guideDownloads.ts'],
    why: "the download section's heading is added to the outline remarkToc wrote, which works because plugins' remark plugins run after Rspress's own",
    evidence: [
      { file: 'dist/node/mdx/remarkPlugins/toc.js', text: 'data.pageMeta.toc = toc' },
      { file: 'dist/node/mdx/options.js', text: '...remarkPluginsFromPlugins' },
    ],
  },
  {
    kind: 'page-meta',
    name: 'lastUpdatedTime',
    users: ['plugins/pageMetaInChunk.ts'],
    why: "moved into the page's chunk; Rspress's last-updated plugin writes it, its LastUpdated shows it",
    evidence: [
      { file: 'dist/node/last-updated/index.js', text: 'pageData.lastUpdatedTime =' },
      { file: 'dist/theme/components/LastUpdated/index.js', text: 'lastUpdatedTime' },
    ],
  },
  {
    kind: 'dom-id',
    name: '__rspress_root',
    users: ['plugins/paintFirst.ts', 'theme/Root/useEarlyInputReplay.ts'],
    why: 'the root React hydrates: early input is kept until React listens there, then replayed',
    evidence: [{ file: 'dist/runtime/ssrClientEntry.js', text: "getElementById('__rspress_root')" }],
  },
  {
    kind: 'storage-key',
    name: 'rspress-visited',
    users: ['scripts/served-site.mjs', 'scripts/screenshots.mjs'],
    why: "set so that Rspress's first-visit language redirect leaves the measured page alone",
  },
  {
    kind: 'storage-key',
    name: 'rspress-theme-appearance',
    users: ['scripts/screenshots.mjs'],
    why: 'the theme of each screenshot',
  },
  {
    kind: 'build-define',
    name: 'SSG_MD',
    users: [
      'theme/env.d.ts',
      'theme/Tabs/index.tsx',
      'theme/HomeLayout/index.tsx',
      'theme/HomeLayout/HomeLayout.tsx',
      'theme/Overview/index.tsx',
      'theme/PackageManagerTabs/index.tsx',
    ],
    why: 'true while Rspress renders a page to Markdown (llms.txt, .md copies): our components render text then',
    evidence: [{ file: 'dist/node/initRsbuild.js', text: "'import.meta.env.SSG_MD': JSON.stringify(true)" }],
  },
  {
    kind: 'build-output',
    name: 'static/search_index[.<version>].<lang>.<hash>.json',
    users: ['search/plugin.ts', 'search/indexUrl.ts'],
    why: 'our prebuilt index is written next to each index Rspress emits, and found by the same name and hash key',
    evidence: [
      { file: '@rspress/shared/dist/index.js', text: "SEARCH_INDEX_NAME = 'search_index'" },
      {
        file: 'dist/node/runtimeModule/pageData/createPageData.js',
        text: '`${SEARCH_INDEX_NAME}${indexVersion}${indexLang}.${indexHash}.json`',
      },
      { file: 'dist/node/runtimeModule/pageData/createPageData.js', text: '`${version}###${lang}`' },
      { file: `${RSPRESS_SEARCH}/logic/providers/LocalProvider.js`, text: "`${version ?? ''}###${lang ?? ''}`" },
    ],
  },
  {
    kind: 'build-output',
    name: 'static/js/async/route-<hash>.js',
    users: ['plugins/compileHints.ts'],
    why: "pages' own chunks, left without the compile hint",
    evidence: [{ file: 'dist/node/route/routeChunkAssets.js', text: '`route-${' }],
  },
  {
    kind: 'build-output',
    name: 'css-variables Shiki theme, `--shiki-` prefix',
    users: ['plugins/shikiClasses.ts', 'theme/Root/code.css'],
    why: 'token styles `color:var(--shiki-token-<name>)` are rewritten as classes',
    evidence: [
      { file: 'dist/node/mdx/rehypePlugins/shiki.js', text: "name: 'css-variables'" },
      { file: 'dist/node/mdx/rehypePlugins/shiki.js', text: "variablePrefix: '--shiki-'" },
    ],
  },
  {
    kind: 'build-output',
    name: "the chunk loader's maps of chunk names and content hashes (Rspack's `__webpack_require__.u`)",
    users: ['plugins/sections.ts'],
    why:
      "the chunks only pages load are taken out of these two maps in the app's runtime chunk (the section tables name " +
      'their files); the build fails if it does not find exactly two',
    checkedBy: 'tests/unit/sections.test.ts',
  },
  {
    kind: 'react-key',
    name: '__reactContainer',
    users: ['plugins/paintFirst.ts'],
    why: 'the early-input script stops keeping input once React has marked the root with this key',
    evidence: [{ file: 'react-dom/cjs/react-dom-client.production.js', text: '"__reactContainer$"' }],
  },
];

/** The list: every coupling of the site to Rspress (and React) internals. */
export const RSPRESS_INTERNALS: RspressInternal[] = [
  ...files,
  ...exportsUsed,
  ...overrides,
  ...cssClasses,
  ...cssVariables,
  ...others,
];
