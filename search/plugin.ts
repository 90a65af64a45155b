// Build side of our search: swaps Rspress's search engine module for ours, so that Rspress's search panel (UI,
// keyboard, debounce, index loading states) runs on our engine; points the panel's index URL at our prebuilt index;
// and writes that index (./prebuilt.ts) next to each index Rspress writes. Nothing else of the theme is changed.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Rspack } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { manifestUrl, partUrl, prebuildIndex } from './prebuilt';
import type { SearchPage } from './types';

// Both modules, and the name each must export, are listed in site/rspressInternals.ts (checked against Rspress).
/** The module of Rspress's theme that the search panel (useSearchPanel) and useFullTextSearch take PageSearcher from. */
const RSPRESS_SEARCHER = 'dist/theme/components/Search/logic/search.js';
/** The module the search panel takes the index URL from (to prefetch it), and that Rspress's PageSearcher fetches. */
const RSPRESS_INDEX_URL = 'dist/theme/components/Search/logic/providers/LocalProvider.js';

/** Our local search engine behind the search panel, and its prebuilt index. */
export function searchPlugin(): RspressPlugin {
  return {
    name: 'rstest-docs-search',
    builderConfig: {
      tools: {
        rspack: (config, { rspack }) => {
          replaceModules(config, rspack, {
            [RSPRESS_SEARCHER]: path.join(import.meta.dirname, 'PageSearcher.ts'),
            [RSPRESS_INDEX_URL]: path.join(import.meta.dirname, 'indexUrl.ts'),
          });
          config.plugins?.push(new PrebuiltIndexPlugin());
        },
      },
    },
  };
}

/** Rspress's index of a language (and version): `static/search_index[.<version>].<lang>.<hash>.json`. */
const RSPRESS_INDEX = /^static\/search_index\.[^/]*\.[0-9a-f]+\.json$/;

/** Emits the prebuilt index of each search index, once Rspress has emitted them (at the "report" stage). */
class PrebuiltIndexPlugin {
  apply(compiler: Rspack.Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('rstest-docs-prebuilt-search', (compilation) => {
      const stage = Compilation.PROCESS_ASSETS_STAGE_REPORT + 1;
      compilation.hooks.processAssets.tap({ name: 'rstest-docs-prebuilt-search', stage }, () => {
        for (const asset of compilation.getAssets().filter(({ name }) => RSPRESS_INDEX.test(name))) {
          const pages = JSON.parse(asset.source.source().toString()) as SearchPage[];
          const manifest = manifestUrl(asset.name);
          for (const [part, text] of prebuildIndex(pages)) {
            compilation.emitAsset(part === 'manifest' ? manifest : partUrl(manifest, part), new sources.RawSource(text));
          }
        }
      });
    });
  }
}

/**
 * Puts `searcherFile` (a module exporting a PageSearcher class with Rspress's methods) where the search panel takes
 * its PageSearcher from.
 */
export function searcherPlugin(name: string, searcherFile: string): RspressPlugin {
  return {
    name,
    builderConfig: {
      tools: {
        rspack: (config, { rspack }) => replaceModules(config, rspack, { [RSPRESS_SEARCHER]: searcherFile }),
      },
    },
  };
}

/** Swaps modules of Rspress's theme (paths inside @rspress/core) for ours. */
function replaceModules(
  config: Rspack.Configuration,
  rspack: { NormalModuleReplacementPlugin: new (pattern: RegExp, file: string) => Rspack.RspackPluginInstance },
  replacements: Record<string, string>,
) {
  const rspressRoot = path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json'));
  config.plugins ??= [];
  for (const [module, file] of Object.entries(replacements)) {
    const replaced = path.join(rspressRoot, module);
    // Fails the build, rather than silently keeping Rspress's module, if an Rspress upgrade moves it.
    if (!existsSync(replaced)) throw new Error(`${replaced} is gone; update search/plugin.ts`);
    config.plugins.push(new rspack.NormalModuleReplacementPlugin(new RegExp(`${escape(replaced)}$`), file));
  }
  // Rspress's FlexSearch engine is now unused. FlexSearch does not declare itself free of side effects, so without
  // this rule its bundle (17.5 kB gzip) would stay in every page's first-load JS.
  config.module ??= {};
  config.module.rules ??= [];
  config.module.rules.push({ test: /[\\/]node_modules[\\/]flexsearch[\\/]/, sideEffects: false });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
