// The search code loaded on first use (see PageSearcher.ts): the local provider, which searches the site's own index
// in the browser, and the hit building that any provider's matches go through.
import { LocalSearchEngine } from './engine';
import { FETCH_ERROR } from './searcher';
import type { PageMatch, SearchOptions, SearchPage, SearchProvider } from './types';

export { toMatchItems } from './hits';

/** The pages of the index at `url`; none when there is no index for the language, or when it cannot be fetched. */
async function fetchPages(url: string | undefined): Promise<SearchPage[]> {
  if (!url) return [];
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    return (await response.json()) as SearchPage[];
  } catch {
    console.error(FETCH_ERROR);
    return [];
  }
}

export class LocalProvider implements SearchProvider {
  readonly #engine: LocalSearchEngine;

  private constructor(engine: LocalSearchEngine) {
    this.#engine = engine;
  }

  /** Fetches the index of one language (and version) and indexes it. */
  static async load(url: string | undefined): Promise<LocalProvider> {
    return new LocalProvider(await LocalSearchEngine.build(await fetchPages(url)));
  }

  async search(query: string, { limit }: SearchOptions): Promise<PageMatch[]> {
    return this.#engine.search(query, limit);
  }
}
