// Build side of our search: swaps Rspress's search engine module for ours, so that Rspress's search panel (UI,
// keyboard, debounce, index loading states) runs on our engine. Nothing else of the theme is copied or changed.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/** The module of Rspress's theme that the search panel (useSearchPanel) and useFullTextSearch take PageSearcher from. */
const RSPRESS_SEARCHER = 'dist/theme/components/Search/logic/search.js';

/** Our local search engine behind the search panel. */
export const searchPlugin = () => searcherPlugin('rstest-docs-search', path.join(import.meta.dirname, 'PageSearcher.ts'));

/**
 * Puts `searcherFile` (a module exporting a PageSearcher class with Rspress's methods) where the search panel takes
 * its PageSearcher from.
 */
export function searcherPlugin(name: string, searcherFile: string): RspressPlugin {
  const rspressRoot = path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json'));
  const replaced = path.join(rspressRoot, RSPRESS_SEARCHER);
  // Fails the build, rather than silently keeping the default engine, if an Rspress upgrade moves the module.
  if (!existsSync(replaced)) throw new Error(`${name}: ${replaced} is gone; update theme/SearchEngine/plugin.ts`);
  return {
    name,
    builderConfig: {
      tools: {
        rspack: (config, { rspack }) => {
          config.plugins ??= [];
          config.plugins.push(new rspack.NormalModuleReplacementPlugin(new RegExp(`${escape(replaced)}$`), searcherFile));
          // Rspress's FlexSearch engine is now unused. FlexSearch does not declare itself free of side effects, so
          // without this rule its bundle (17.5 kB gzip) would stay in every page's first-load JS.
          config.module ??= {};
          config.module.rules ??= [];
          config.module.rules.push({ test: /[\\/]node_modules[\\/]flexsearch[\\/]/, sideEffects: false });
        },
      },
    },
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
