// The page table in the browser, one section at a time (plugins/sections.ts). Rspress puts the route of every page,
// the record of every page and the sidebar of every section of both languages in the JavaScript every page loads
// first. Here they come from one small script per section (`static/js/section/<section>.<build>.js`, written by the
// build): a page's HTML preloads its own section's, and the others are loaded when a link into them is pointed at
// or followed. What a loaded section brings is put where Rspress's runtime reads it: its routes here (./route.ts),
// its page records into the page data, its sidebar into its language's site data, and the files of its pages' chunks
// into the chunk loader.
import { createElement, lazy, use, type ComponentType, type ReactNode } from 'react';
import { defaultLang, langs, sectionFiles } from 'virtual-rstest-sections';
import siteData from 'virtual-site-data';
import { pageData } from 'virtual-page-data';
import { normalizeRoutePath, sectionKeyOf } from './keys';
import { decodeTable, type EncodedTable, type SectionTable } from './table';

type ChunkId = string | number;

/** A page module: its component, with the page meta Rspress's MDX compiler attaches to it. */
export interface PageModule {
  default: ComponentType & { __RSPRESS_PAGE_META?: Record<string, Record<string, unknown>> };
}

/** A route as Rspress's client router holds it. */
export interface Route {
  path: string;
  element: ReturnType<typeof createElement>;
  filePath: string;
  preload: () => Promise<PageModule>;
  lang: string;
  version: string;
}

declare global {
  interface Window {
    /** The tables of the section scripts that have run (each pushes its own). */
    __rstestSections?: EncodedTable[];
  }
}

/** Every route of the sections loaded so far, by its path as the router compares paths (with a trailing slash). */
const routes = new Map<string, Route>();
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();
const chunkFiles = new Map<string, string>();
const ready = Promise.resolve();

/** The section a path belongs to, or undefined when no page of the site is in it (an unknown path: a 404). */
export function sectionOf(routePath: string): string | undefined {
  const key = sectionKeyOf(routePath, defaultLang, langs);
  return key in sectionFiles ? key : undefined;
}

/** Whether the routes a path could match are known: its section is loaded, or there is none. */
export function isSectionLoaded(routePath: string): boolean {
  const key = sectionOf(routePath);
  return key === undefined || loaded.has(key);
}

/** Loads the section a path belongs to, once; resolves at once when it is loaded or there is none. */
export function ensureSection(routePath: string): Promise<void> {
  const key = sectionOf(routePath);
  if (key === undefined || loaded.has(key)) return ready;
  let promise = loading.get(key);
  if (!promise) {
    promise = loadScript(`${__webpack_public_path__}static/js/section/${sectionFiles[key]}.${__webpack_hash__.slice(0, 8)}.js`)
      .then(() => {
        takeQueued();
        if (!loaded.has(key)) throw new Error(`The page table of section ${key} did not register`);
      })
      .catch((error: unknown) => {
        loading.delete(key);
        throw error;
      });
    loading.set(key, promise);
  }
  return promise;
}

/** Runs a script once it has loaded (from the preload the page's HTML started, for its own section). */
function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`Loading the page table ${src} failed`));
    };
    document.head.appendChild(script);
  });
}

function takeQueued() {
  const queue = window.__rstestSections ?? [];
  window.__rstestSections = [];
  for (const table of queue) register(decodeTable(table));
}

let originalScriptFilename: ((chunkId: ChunkId) => string) | undefined;

function register(table: SectionTable) {
  if (loaded.has(table.key)) return;
  loaded.add(table.key);
  // The chunk loader names the chunks it knows; those of this section's pages are named here.
  if (!originalScriptFilename) {
    const original = __webpack_get_script_filename__;
    originalScriptFilename = original;
    __webpack_get_script_filename__ = (chunkId) => chunkFiles.get(String(chunkId)) ?? original(chunkId);
  }
  for (const [chunkId, file] of Object.entries(table.files)) chunkFiles.set(chunkId, file);
  // Rspress's router, page-data and sidebar hooks read these objects: the section's part is added to them.
  pageData.pages.push(...table.pages);
  const lang = table.key.slice(0, table.key.indexOf('/'));
  const locale = siteData.themeConfig.locales?.find((item) => item.lang === lang);
  const sidebar = (locale ?? siteData.themeConfig).sidebar;
  if (sidebar) Object.assign(sidebar, table.sidebars as typeof sidebar);
  const byPath = new Map(table.pages.map((page) => [page.routePath, page]));
  for (const [path, filePath, module, chunks] of table.routes) {
    const load = () => Promise.all(chunks.map((chunk) => __webpack_chunk_load__(chunk))).then(() => __webpack_require__(module) as PageModule);
    const page = pageComponent(load);
    const record = byPath.get(path);
    const route = { path, filePath, element: createElement(page.component), preload: page.preload, lang: record?.lang ?? '', version: record?.version ?? '' };
    // Paths that differ only in case: the first one wins, as in Rspress's router (which tries them in this order).
    const key = routeKey(path);
    if (!routes.has(key)) routes.set(key, route);
  }
}

/**
 * A page's component and its preload: once preloaded it renders at once (no Suspense fallback, so a page hydrates
 * and appears in one render, as with Rspress's `lazyWithPreload`). A failed load can be tried again.
 */
function pageComponent(load: () => Promise<PageModule>) {
  let module: PageModule | undefined;
  let pending: Promise<PageModule> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (loadedModule) => (module = loadedModule),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload());
  const component = () => createElement(module ? module.default : Lazy);
  return { component, preload };
}

/** A section's load that never fails, for rendering: a failed load was reported where it was asked for. */
const settled = new Map<string, Promise<void>>();

/**
 * Shows the page at a path once its section has loaded (nothing, if there is no such page: the layout shows the
 * 404 page from the page's data). Suspends until then.
 */
function PendingPage({ pathname }: { pathname: string }): ReactNode {
  const route = findRoute(pathname);
  if (route) return route.element;
  if (isSectionLoaded(pathname)) return null;
  const key = sectionOf(pathname)!;
  let promise = settled.get(key);
  if (!promise) {
    promise = ensureSection(pathname).catch(() => {
      settled.delete(key);
    });
    settled.set(key, promise);
  }
  use(promise);
  return findRoute(pathname)?.element ?? null;
}

const pending = new Map<string, Route>();

/** A stand-in for the route of a path whose section is not loaded yet (./route.ts `pathnameToRouteService`). */
export function pendingRoute(pathname: string): Route {
  const key = routeKey(pathname);
  let route = pending.get(key);
  if (!route) {
    const preload = async () => {
      await ensureSection(pathname);
      const loaded = findRoute(pathname);
      if (!loaded) throw new Error(`No page at ${pathname}`);
      return loaded.preload();
    };
    route = { path: pathname, element: createElement(PendingPage, { pathname }), filePath: '', preload, lang: '', version: '' };
    pending.set(key, route);
  }
  return route;
}

/** A path as the router compares it: normalized, with a trailing slash (a trailing slash does not matter). */
function routeKey(path: string): string {
  const normalized = normalizeRoutePath(path);
  return normalized.endsWith('/') ? normalized : `${normalized}/`;
}

/** The route a path matches among the loaded sections, as Rspress's router matches it. */
export function findRoute(pathname: string): Route | undefined {
  return routes.get(routeKey(pathname));
}
