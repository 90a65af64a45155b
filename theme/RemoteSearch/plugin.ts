// Build side of the remote mode: puts RemoteSearcher where Rspress's search panel takes its PageSearcher from, in
// place of theme/SearchEngine's local searcher (see theme/SearchEngine/plugin.ts, which does the same for local search).
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

const RSPRESS_SEARCHER = 'dist/theme/components/Search/logic/search.js';

export function remoteSearchPlugin(): RspressPlugin {
  const rspressRoot = path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json'));
  const replaced = path.join(rspressRoot, RSPRESS_SEARCHER);
  const ours = path.join(import.meta.dirname, 'PageSearcher.ts');
  return {
    name: 'rstest-docs-remote-search',
    builderConfig: {
      tools: {
        rspack: (config, { rspack }) => {
          config.plugins ??= [];
          config.plugins.push(new rspack.NormalModuleReplacementPlugin(new RegExp(`${escape(replaced)}$`), ours));
        },
      },
    },
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
