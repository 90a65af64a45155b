/**
 * Rspress's search index of the site, made by Rspress's own code without building the site: the documents
 * `rspress build` writes to `doc_build/static/search_index.<lang>.<hash>.json`, the input of our prebuilt index
 * (search/plugin.ts reads those files).
 *
 * It runs the steps `rspress build` takes before bundling (node_modules/@rspress/core/dist/node/build.js): the
 * PluginDriver of the site's config (rspress.config.ts, its plugins included), the RouteService over the docs, and
 * `createPageData`, the very function whose `searchIndex` the build emits as those files (through its rsbuild plugin,
 * runtimeModule/pageData/rsbuildPlugin.js). So every document is Rspress's: its text, headings, ids and `charIndex`es,
 * and what our plugins' `modifySearchIndexData` hooks add (the lookup table's rows, theme/MigrationTable/plugin.ts).
 * Left out, neither changing the index: the config hooks of the plugins (none touches search or routes) and the pages
 * plugins add (plugins/localeNotFound.ts: a 404 page with `search: false`, which is not indexed); `alias` is the
 * bundler's, empty here (it only resolves MDX files a page imports, and our pages import none). `extendPageData`
 * runs after the index is serialized and is skipped.
 */
import path from 'node:path';
import type { PageIndexInfo, UserConfig } from '@rspress/core';
import { PluginDriver } from '@rspress/core/dist/node/PluginDriver.js';
import { RouteService } from '@rspress/core/dist/node/route/RouteService.js';
import { createPageData } from '@rspress/core/dist/node/runtimeModule/pageData/createPageData.js';

/** An index file as the build names it (`search_index.en.693161f3.json`, under `static/`) and its documents. */
export interface RspressIndex {
  file: string;
  lang: string;
  text: string;
  pages: PageIndexInfo[];
}

/** The search index files Rspress makes for `config` (one per language), from the docs as they are now. */
export async function rspressSearchIndexes(config: UserConfig): Promise<RspressIndex[]> {
  const docs = path.resolve(config.root ?? 'docs');
  const pluginDriver = await PluginDriver.create(config, true);
  const routeService = await RouteService.create({ config, scanDir: docs, externalPages: [] });
  const { searchIndex } = await createPageData({
    config,
    alias: {},
    userDocRoot: docs,
    routeService,
    pluginDriver: {
      modifySearchIndexData: (pages: PageIndexInfo[]) => pluginDriver.modifySearchIndexData(pages),
      extendPageData: async () => {},
    } as unknown as PluginDriver,
  });
  return Object.entries(searchIndex).map(([file, text]) => ({
    file,
    // search_index[.<version>].<lang>.<hash>.json
    lang: file.split('.').at(-3) ?? '',
    text,
    pages: JSON.parse(text),
  }));
}
