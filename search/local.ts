// The search code loaded on first use (see PageSearcher.ts): the local provider, which searches the site's own index
// in the browser, and the hit building that any provider's matches go through.
import { LocalSearchEngine } from './engine';
import { fetchJson } from './fetchJson';
import { warmChineseSegmenter, workerFetchJson } from './parts';
import { type Manifest, partUrl } from './prebuilt';
import { prepareForChinese } from './query';
import { FETCH_ERROR } from './searcher';
import { ShardedSearch } from './sharded';
import { yieldToBrowser } from './tasks';
import type { SearchPage, SearchProvider } from './types';

export { toMatchItems } from './hits';

const NOTHING: SearchProvider = { search: async () => [] };

/**
 * The provider of the prebuilt index of one language (./prebuilt.ts), whose manifest is at `manifestUrl`
 * (./indexUrl.ts). When the manifest is a list of pages instead (an index served in Rspress's own form), they are
 * indexed here. When the manifest cannot be fetched, searches find nothing and the error is logged (SPEC-COVERAGE
 * E1); a query whose shards or page texts cannot be fetched throws (the searcher logs it).
 */
export async function loadLocalProvider(manifestUrl: string | undefined): Promise<SearchProvider> {
  if (!manifestUrl) return NOTHING;
  let manifest: unknown;
  try {
    manifest = await fetchJson(manifestUrl);
  } catch {
    console.error(FETCH_ERROR);
    return NOTHING;
  }
  if (Array.isArray(manifest)) {
    const engine = await LocalSearchEngine.build(manifest as SearchPage[]);
    return { search: async (query, { limit }) => engine.search(query, limit) };
  }
  // The manifest was parsed in this task; building the search over it (its pages, headings and vocabulary) goes in a
  // task of its own, so that on a phone neither becomes a long task.
  await yieldToBrowser();
  const fetchPart = workerFetchJson();
  const sharded = new ShardedSearch(manifest as Manifest, (part) => fetchPart(partUrl(manifestUrl, part)));
  // While the reader is still opening the panel or typing.
  if ((manifest as Manifest).lang === 'zh') void warmChineseSegmenter().then(prepareForChinese);
  return { search: (query, { limit }) => sharded.search(query, limit), prepare: (query) => sharded.prepare(query) };
}
