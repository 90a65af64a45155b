// The search code loaded on first use (see PageSearcher.ts): the local provider, which searches the site's own index
// in the browser, and the hit building that any provider's matches go through.
import { LocalSearchEngine } from './engine';
import { type Manifest, partUrl } from './prebuilt';
import { prepareForChinese } from './query';
import { FETCH_ERROR } from './searcher';
import { ShardedSearch } from './sharded';
import type { PageMatch, SearchOptions, SearchPage, SearchProvider } from './types';

export { toMatchItems } from './hits';

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return response.json();
}

/**
 * Searches the prebuilt index of one language (./prebuilt.ts). When the manifest
 * is a list of pages instead (an index served in Rspress's own form), they are indexed here. When the manifest cannot
 * be fetched, searches find nothing and the error is logged (SPEC §8); a query whose shards or page texts cannot be
 * fetched throws (the searcher logs it).
 */
export class LocalProvider implements SearchProvider {
  readonly #search: (query: string, limit: number) => Promise<PageMatch[]>;
  readonly prepare?: (query: string) => Promise<void>;

  private constructor(search: (query: string, limit: number) => Promise<PageMatch[]>, prepare?: (query: string) => Promise<void>) {
    this.#search = search;
    this.prepare = prepare;
  }

  /** `manifestUrl`: from ./indexUrl.ts. */
  static async load(manifestUrl: string | undefined): Promise<LocalProvider> {
    const none = new LocalProvider(async () => []);
    if (!manifestUrl) return none;
    let manifest: unknown;
    try {
      manifest = await fetchJson(manifestUrl);
    } catch {
      console.error(FETCH_ERROR);
      return none;
    }
    if (Array.isArray(manifest)) {
      const engine = await LocalSearchEngine.build(manifest as SearchPage[]);
      return new LocalProvider(async (query, limit) => engine.search(query, limit));
    }
    const sharded = new ShardedSearch(manifest as Manifest, (part) => fetchJson(partUrl(manifestUrl, part)));
    // While the reader is still opening the panel or typing.
    if ((manifest as Manifest).lang === 'zh') setTimeout(() => void prepareForChinese(), 0);
    return new LocalProvider(
      (query, limit) => sharded.search(query, limit),
      (query) => sharded.prepare(query),
    );
  }

  search(query: string, { limit }: SearchOptions): Promise<PageMatch[]> {
    return this.#search(query, limit);
  }
}
