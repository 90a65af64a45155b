// A first load that does not grow with the site (issue #30). Rspress puts a table of every page of both languages in
// the JavaScript every page loads first: the routes (path, source file, a loader of the page's chunk), a record of
// every page (title, path, language), both languages' sidebars, and the chunk loader's names and hashes of every
// page's chunk, about 160 bytes gzip per page pair. This plugin leaves all of it out of the browser's shared code
// and writes it per section (a language and the first segment of the path: `en/config`, `zh/guide`, `en/` for the
// home page) into a small script, `static/js/section/<section>.<build>.js`, which theme/Sections loads:
// - the browser build's site data and page data lose their sidebars and page records (they are filled in from the
//   sections as those load), and Rspress's router and page-data loader are replaced by theme/Sections/route.ts and
//   initPageData.ts, which load a page's section before they look for it;
// - the pages' chunks are still built from Rspress's route table (one import of it is kept, never run), and the
//   chunk loader's names and hashes of these chunks are taken out of the shared code: each section's script names
//   its pages' chunk files;
// - each page's HTML preloads its own section's script.
// The server build (prerendering, llms.txt) keeps Rspress's table. Only production builds change; `rspress dev` is
// Rspress's. Each step checks what it relies on and fails the build, by name, if Rspress or Rspack changed it.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import type { RouteMeta, RspressPlugin, UserConfig } from '@rspress/core';
import { sectionFileOf, sectionKeyOf } from '../theme/Sections/keys';
import { decodeTable, encodeTable, type PageRecord, type SectionTable } from '../theme/Sections/table';

const require = createRequire(import.meta.url);
const rspressFile = (file: string) => require.resolve(`@rspress/core/${file}`);
const ownFile = (file: string) => fileURLToPath(new URL(`../theme/Sections/${file}`, import.meta.url));

/** Rspress's runtime files replaced in the browser build (listed in site/rspressInternals.ts). */
export const REPLACED_RUNTIME_FILES = {
  'dist/runtime/route.js': 'route.ts',
  'dist/runtime/initPageData.js': 'initPageData.ts',
} as const;

/** Where the section scripts are written, below the output folder. */
export const SECTION_DIR = 'static/js/section';

/** The virtual module theme/Sections reads: the sections there are, and their scripts' file names. */
export const SECTIONS_MODULE = 'virtual-rstest-sections';

const SITE_DATA_MODULE = /[\\/]virtual-site-data\.js$/;
const PAGE_DATA_MODULE = /[\\/]virtual-page-data\.js$/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type ChunkId = string | number;
interface Sidebars {
  [key: string]: Json[];
}
/** The bundler's sources, as a processAssets handler gets them. */
type Sources = { RawSource: typeof Rspack.sources.RawSource };

/**
 * The browser's site data without sidebars: `export default {…}` as Rspress writes the module, with each
 * language's sidebar (and the one of a site without languages) left empty, to be filled in by the sections.
 */
export function siteDataWithoutSidebars(code: string): string {
  const match = /^\s*export default ([\s\S]*?);?\s*$/.exec(code);
  if (!match) throw new Error('sections: Rspress\'s site data module is no longer `export default {…}` (plugins/sections.ts)');
  const data = JSON.parse(match[1]) as { themeConfig?: { sidebar?: Sidebars; locales?: { sidebar?: Sidebars }[] } };
  const themeConfig = data.themeConfig ?? {};
  if (themeConfig.sidebar) themeConfig.sidebar = {};
  for (const locale of themeConfig.locales ?? []) if (locale.sidebar) locale.sidebar = {};
  return `export default ${JSON.stringify(data)};\n`;
}

/** The browser's page data without page records: Rspress's module with `pages` empty, the search index hashes kept. */
export function pageDataWithoutPages(code: string): string {
  const match = /^\s*export const pageData = ([\s\S]*?);\s*export const searchIndexHash = ([\s\S]*?);?\s*$/.exec(code);
  if (!match) throw new Error('sections: Rspress\'s page data module no longer exports `pageData` then `searchIndexHash` (plugins/sections.ts)');
  const pageData = JSON.parse(match[1]) as { pages?: unknown[] };
  if (!Array.isArray(pageData.pages)) throw new Error('sections: Rspress\'s page data has no `pages` list (plugins/sections.ts)');
  return `export const pageData = ${JSON.stringify({ ...pageData, pages: [] })};\nexport const searchIndexHash = ${match[2]};\n`;
}

/**
 * The chunk loader's maps (chunk id → name, chunk id → content hash) in the code of a runtime chunk, without the
 * entries of `ids`. A map is an object literal of `key:"value"` entries that has every one of `required` among its
 * keys (chunks in both maps); Rspack writes one per placeholder of the chunk file name (`[name]`, `[contenthash]`).
 * Returns the code and how many maps it changed.
 */
export function withoutChunkEntries(code: string, ids: ReadonlySet<string>, required: ReadonlySet<string> = ids): { code: string; maps: number } {
  if (required.size === 0) return { code, maps: 0 };
  const KEY = String.raw`(?:"[^"\\]*"|'[^'\\]*'|[\w$]+)`;
  const VALUE = String.raw`(?:"[^"\\]*"|'[^'\\]*')`;
  const ENTRY = new RegExp(String.raw`\s*(${KEY})\s*:\s*(${VALUE})\s*`, 'y');
  const LITERAL = new RegExp(String.raw`\{(?:\s*${KEY}\s*:\s*${VALUE}\s*,)*\s*${KEY}\s*:\s*${VALUE}\s*,?\s*\}`, 'g');
  let maps = 0;
  const stripped = code.replace(LITERAL, (literal) => {
    const entries: [key: string, text: string][] = [];
    const body = literal.slice(1, -1);
    ENTRY.lastIndex = 0;
    while (ENTRY.lastIndex < body.length) {
      const start = ENTRY.lastIndex;
      const entry = ENTRY.exec(body);
      if (!entry) break;
      entries.push([entry[1].replace(/^["']|["']$/g, ''), body.slice(start, ENTRY.lastIndex).trim()]);
      if (body[ENTRY.lastIndex] === ',') ENTRY.lastIndex++;
    }
    const keys = new Set(entries.map(([key]) => key));
    if (![...required].every((id) => keys.has(id))) return literal;
    maps++;
    return `{${entries
      .filter(([key]) => !ids.has(key))
      .map(([, text]) => text)
      .join(',')}}`;
  });
  return { code: stripped, maps };
}

/** A page's chunk group: the chunks its import loads (in order) and the id of its module. */
interface PageChunks {
  chunks: Rspack.Chunk[];
  module: ChunkId;
  /** The name of its chunk group: Rspress's name for the page's chunk. */
  group: string | undefined;
}

/**
 * The chunks of each route, by source file (found by the import Rspress's route table makes of the file), and the
 * chunks that only pages load: a page's own chunk, and those the bundler split off that several pages share.
 */
function pageChunksOf(compilation: Rspack.Compilation, routes: RouteMeta[]): { pages: Map<string, PageChunks>; pageOnly: Map<string, Rspack.Chunk> } {
  const files = new Set(routes.map((route) => route.absolutePath));
  const pages = new Map<string, PageChunks>();
  const groups = [...compilation.chunkGroups];
  const pageGroups = new Set<Rspack.ChunkGroup>();
  for (const group of groups) {
    for (const origin of group.origins) {
      const file = origin.request;
      if (!file || !files.has(file)) continue;
      pageGroups.add(group);
      if (pages.has(file)) continue;
      let module: ChunkId | null = null;
      for (const chunk of group.chunks) {
        for (const candidate of compilation.chunkGraph.getChunkModules(chunk)) {
          const root = (candidate as { rootModule?: { resource?: string } }).rootModule;
          const resource = (candidate as { resource?: string }).resource ?? root?.resource;
          if (resource === file) module = compilation.chunkGraph.getModuleId(candidate);
        }
      }
      if (module === null) throw new Error(`sections: the chunks of ${file} (chunk group ${group.name}) hold no page module (plugins/sections.ts)`);
      pages.set(file, { chunks: group.chunks, module, group: group.name });
    }
  }
  const missing = routes.filter((route) => !pages.has(route.absolutePath));
  if (missing.length) throw new Error(`sections: no chunk was built for ${missing.map((route) => route.routePath).join(', ')} (plugins/sections.ts)`);
  // A chunk that some other part loads (the app, a lazily loaded part of the theme) stays the loader's to name.
  const elsewhere = new Set<string>();
  for (const group of groups) {
    if (!pageGroups.has(group)) for (const chunk of group.chunks) elsewhere.add(String(chunk.id));
  }
  const pageOnly = new Map<string, Rspack.Chunk>();
  for (const group of pageGroups) {
    for (const chunk of group.chunks) if (!elsewhere.has(String(chunk.id))) pageOnly.set(String(chunk.id), chunk);
  }
  return { pages, pageOnly };
}

interface SiteInput {
  config: UserConfig;
  /** A copy of the theme config's sidebars and navs as the build found them, before Rspress normalized them. */
  themeConfig: Record<string, unknown>;
}

export function sectionsPlugin(): RspressPlugin {
  let production = false;
  let routes: RouteMeta[] = [];
  let siteInput: SiteInput | undefined;
  const records = new Map<string, Record<string, unknown>>();
  /** The section script of each section, once written: what a page's HTML preloads. */
  const sectionScripts = new Map<string, string>();
  /**
   * The files of each page's chunks that Rspress's HTML does not preload, by route path. Rspress preloads the
   * chunk named after the page; the bundler may split a page's code into more chunks (a module several pages share,
   * a large page in parts), which the app would otherwise only ask for once it runs.
   */
  const chunkPreloads = new Map<string, string[]>();
  let defaultLang = '';
  let langs: string[] = [];
  let publicPath = '/';

  const keyOf = (routePath: string) => sectionKeyOf(routePath, defaultLang, langs);

  /** The sidebars of every language as the browser's site data would have them (Rspress's own normalization). */
  async function sidebarsByLang(): Promise<Map<string, Sidebars>> {
    if (!siteInput) throw new Error('sections: the site config was not seen before the build (plugins/sections.ts)');
    const { createSiteData } = (await import(rspressFile('dist/node/runtimeModule/siteData/createSiteData.js'))) as {
      createSiteData(config: UserConfig): Promise<{ siteData: { themeConfig: { sidebar?: Sidebars; locales?: { lang: string; sidebar?: Sidebars }[] } } }>;
    };
    const { siteData } = await createSiteData({ ...siteInput.config, themeConfig: structuredClone(siteInput.themeConfig) } as UserConfig);
    const { themeConfig } = siteData;
    const byLang = new Map<string, Sidebars>();
    if (themeConfig.locales?.length) for (const locale of themeConfig.locales) byLang.set(locale.lang, locale.sidebar ?? {});
    else byLang.set(defaultLang, themeConfig.sidebar ?? {});
    return byLang;
  }

  /** Takes the chunks only pages load out of the chunk loader's maps in the runtime chunk (before the content hashes). */
  function stripChunkMaps(compilation: Rspack.Compilation, sources: Sources) {
    const { pageOnly } = pageChunksOf(compilation, routes);
    const ids = new Set(pageOnly.keys());
    // Pages' own chunks (named by Rspress's route table) are in both maps: they tell the maps apart from other code.
    const named = [...pageOnly.values()].filter((chunk) => chunk.name);
    const nameIn = (code: string) => named.find((chunk) => code.includes(`"${chunk.name}"`))?.name;
    const required = new Set(named.map((chunk) => String(chunk.id)));
    let loaders = 0;
    // The runtime chunks that load pages' chunks (the app's; a worker has a runtime of its own).
    for (const chunk of compilation.chunks) {
      if (!chunk.hasRuntime()) continue;
      for (const file of chunk.files) {
        const source = file.endsWith('.js') ? compilation.getAsset(file)?.source.source().toString() : undefined;
        if (!source || !nameIn(source)) continue;
        loaders++;
        const { code, maps } = withoutChunkEntries(source, ids, required);
        // One map of names and one of content hashes (`[name].[contenthash]` in the chunk file names).
        if (maps !== 2) throw new Error(`sections: found ${maps} chunk maps in ${file}, not 2: Rspack's chunk loader changed (plugins/sections.ts)`);
        const left = nameIn(code);
        if (left) throw new Error(`sections: the page chunk ${left} is still named in ${file} (plugins/sections.ts)`);
        compilation.updateAsset(file, new sources.RawSource(code));
      }
    }
    if (loaders === 0) throw new Error("sections: no runtime chunk names the pages' chunks: Rspack's chunk loader changed (plugins/sections.ts)");
  }

  /** Writes one script per section (after the content hashes: the chunk files it names are final). */
  async function writeSections(compilation: Rspack.Compilation, sources: Sources) {
    publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
    const { pages, pageOnly } = pageChunksOf(compilation, routes);
    const sidebars = await sidebarsByLang();
    chunkPreloads.clear();
    const tables = new Map<string, SectionTable>();
    const tableOf = (key: string) => {
      let table = tables.get(key);
      if (!table) tables.set(key, (table = { key, sidebars: {}, pages: [], routes: [], files: {} }));
      return table;
    };
    for (const route of routes) {
      const table = tableOf(keyOf(route.routePath));
      const page = pages.get(route.absolutePath)!;
      const record = records.get(route.routePath);
      if (record) {
        // What Rspress's page data holds of a page (createPageData leaves out these three).
        const { content: _content, _filepath, _flattenContent, ...rest } = record;
        table.pages.push(JSON.parse(JSON.stringify(rest)) as PageRecord);
      }
      table.routes.push([route.routePath, route.relativePath, page.module, page.chunks.map((chunk) => chunk.id!)]);
      const others = page.chunks.filter((chunk) => chunk.name !== page.group && !chunk.canBeInitial());
      chunkPreloads.set(route.routePath, others.flatMap((chunk) => [...chunk.files].filter((name) => name.endsWith('.js'))));
      for (const chunk of page.chunks) {
        if (!pageOnly.has(String(chunk.id))) continue;
        const file = [...chunk.files].find((name) => name.endsWith('.js'));
        if (!file) throw new Error(`sections: chunk ${chunk.id} of ${route.routePath} has no script file (plugins/sections.ts)`);
        table.files[String(chunk.id)] = file;
      }
    }
    // Each sidebar goes with the section its key leads into; one at a language's root applies to every section of it.
    for (const [lang, sidebar] of sidebars) {
      for (const [key, items] of Object.entries(sidebar)) {
        const section = keyOf(key);
        const targets = section.endsWith('/') ? [...tables.values()].filter((table) => table.key.startsWith(`${lang}/`)) : [tableOf(section)];
        for (const table of targets) table.sidebars[key] = items;
      }
    }
    const version = compilation.hash!.slice(0, 8);
    sectionScripts.clear();
    for (const table of tables.values()) {
      const encoded = encodeTable(table);
      // What the browser reads back must be the table: a field the short form cannot tell apart fails here.
      if (canonical(decodeTable(encoded)) !== canonical(table)) throw new Error(`sections: the table of ${table.key} does not read back as written (theme/Sections/table.ts)`);
      const name = `${SECTION_DIR}/${sectionFileOf(table.key)}.${version}.js`;
      const code = `(self.__rstestSections=self.__rstestSections||[]).push(${JSON.stringify(encoded)});\n`;
      compilation.emitAsset(name, new sources.RawSource(code), { immutable: true, minimized: true });
      sectionScripts.set(table.key, name);
    }
  }

  const browserBuild: RsbuildPlugin = {
    name: 'rstest-docs-sections',
    setup(api) {
      api.transform({ test: SITE_DATA_MODULE, environments: ['web'], order: 'post' }, ({ code }) => siteDataWithoutSidebars(code));
      api.transform({ test: PAGE_DATA_MODULE, environments: ['web'], order: 'post' }, ({ code }) => pageDataWithoutPages(code));
      // An error thrown here would leave Rspress's prerendering waiting for the browser build forever: it is reported
      // as a build error instead, which fails the build.
      const failing = (compilation: Rspack.Compilation, error: unknown) => {
        compilation.errors.push(error instanceof Error ? error : new Error(String(error)));
      };
      api.processAssets({ stage: 'summarize', environments: ['web'] }, ({ compilation, sources }) => {
        try {
          stripChunkMaps(compilation, sources);
        } catch (error) {
          failing(compilation, error);
        }
      });
      api.processAssets({ stage: 'optimize-transfer', environments: ['web'] }, ({ compilation, sources }) =>
        writeSections(compilation, sources).catch((error: unknown) => failing(compilation, error)),
      );
    },
  };

  return {
    name: 'rstest-docs-sections',
    config(config, _utils, isProd) {
      production = isProd;
      if (!production) return config;
      if (config.multiVersion?.versions?.length) throw new Error('sections: multiVersion sites are not handled (plugins/sections.ts)');
      defaultLang = config.lang ?? '';
      langs = (config.locales ?? config.themeConfig?.locales ?? []).map(({ lang }) => lang);
      // Each page's HTML preloads its section's script, which the app needs before it hydrates the page, and the
      // chunks of the page that Rspress does not preload.
      const preload = (route: RouteMeta) => {
        const section = sectionScripts.get(keyOf(route.routePath));
        const files = [...(section ? [section] : []), ...(chunkPreloads.get(route.routePath) ?? [])];
        return files.map((file) => `<link rel="preload" href="${publicPath}${file}" as="script">`).join('');
      };
      return { ...config, head: [...(config.head ?? []), preload] };
    },
    routeGenerated(generated) {
      routes = generated;
    },
    beforeBuild(config) {
      // The sidebars as the auto-sidebar step left them, before the site data module normalizes them in place.
      const { locales, sidebar, nav } = config.themeConfig ?? {};
      siteInput = { config, themeConfig: { ...config.themeConfig, ...structuredClone({ locales, sidebar, nav }) } };
    },
    extendPageData(page) {
      records.set(page.routePath, page as unknown as Record<string, unknown>);
    },
    addRuntimeModules(): Record<string, string> {
      if (!production) return {};
      const files = Object.fromEntries(
        [...new Set(routes.map((route) => keyOf(route.routePath)))].sort().map((key) => [key, sectionFileOf(key)]),
      );
      return {
        [SECTIONS_MODULE]: [
          `export const defaultLang = ${JSON.stringify(defaultLang)};`,
          `export const langs = ${JSON.stringify(langs)};`,
          `export const sectionFiles = ${JSON.stringify(files)};`,
          // Keeps Rspress's route table in the build, in a chunk of its own that is never loaded: the bundler builds
          // each page's chunk from its imports. Pages are loaded from the section scripts instead.
          `void (() => import('virtual-routes'));`,
        ].join('\n'),
      };
    },
    get builderConfig() {
      if (!production) return undefined;
      return {
        plugins: [browserBuild],
        environments: {
          web: {
            resolve: {
              alias: Object.fromEntries(Object.entries(REPLACED_RUNTIME_FILES).map(([file, own]) => [rspressFile(file), ownFile(own)])),
            },
          },
        },
      };
    },
  };
}

/** JSON with the keys of every object sorted: equal for equal data, whatever the order of the keys. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}
