// Rspress ships a record of every page in the JavaScript each page loads first. Two of its fields are read only for
// the page being shown: the source path the "Edit this page" link is made from (`_relativePath`) and the "Last
// Updated" time. This plugin puts them in each page's own chunk instead (the page meta the MDX compiler writes, which
// Rspress's runtime merges into the page data) and removes them from the records: about 1.7 kB gzip less on every
// first visit, and the saving grows with the number of pages. It must come after every plugin that reads them from
// the records at build time (translationLag reads `_relativePath`).
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { git, history } from './git';

/** When each file under `dir` was last committed (ms), by path relative to `dir`; empty outside a Git checkout. */
export function lastCommitTimes(dir: string): Map<string, number> {
  const times = new Map<string, number>();
  try {
    const repo = git(dir, ['rev-parse', '--show-toplevel']).trim();
    const relative = path.relative(repo, dir).split(path.sep).join('/');
    const prefix = relative ? `${relative}/` : '';
    for (const { files, time } of history(repo, [dir])) {
      for (const file of files) {
        const name = file.slice(prefix.length);
        if (file.startsWith(prefix) && !times.has(name)) times.set(name, time);
      }
    }
  } catch {
    // Not a Git checkout: no page shows a last-update time, as with Rspress's own lookup.
  }
  return times;
}

/** The time as Rspress's last-updated plugin writes it: in the page's language. */
export const lastUpdatedText = (time: number, lang: string) => new Date(time).toLocaleString(lang || 'zh');

// The 'pageMeta' data and both keys are listed in site/rspressInternals.ts (checked against Rspress).
interface PageMeta {
  _relativePath?: string;
  lastUpdatedTime?: string;
}

export function pageMetaInChunkPlugin(): RspressPlugin {
  let docsRoot = '';
  let times: Map<string, number> | undefined;
  // A remark plugin: `this` is the MDX processor whose 'pageMeta' data Rspress writes into the page's chunk.
  function remarkPageMeta(this: { data(key: 'pageMeta'): PageMeta | undefined }) {
    return (_tree: unknown, file: { path?: string }) => {
      const meta = this.data('pageMeta');
      if (!meta || !file.path || !docsRoot) return;
      const relativePath = path.relative(docsRoot, file.path).split(path.sep).join('/');
      if (relativePath.startsWith('..')) return;
      meta._relativePath = relativePath;
      times ??= lastCommitTimes(docsRoot);
      const time = times.get(relativePath);
      if (time !== undefined) meta.lastUpdatedTime = lastUpdatedText(time, relativePath.split('/')[0]);
    };
  }
  return {
    name: 'rstest-docs-page-meta-in-chunk',
    config(config) {
      docsRoot = config.root ?? '';
      return config;
    },
    markdown: { remarkPlugins: [remarkPageMeta] },
    extendPageData(page) {
      delete (page as { _relativePath?: string })._relativePath;
      // Rspress's own last-updated plugin extends the page data after ours: its value is dropped, not stored.
      Object.defineProperty(page, 'lastUpdatedTime', { get: () => undefined, set: () => {}, enumerable: false, configurable: true });
    },
  };
}
