// What the search panel talks to in remote mode: the same methods as Rspress's PageSearcher. Each query is a GET to the
// endpoint; each group it answers (an index name and its pages) becomes a group of the panel, with the title, header
// and content hits and highlights built by our engine (./engine.ts) from the pages the service returned.
import type { MatchResult, SearchOptions } from '@rspress/core/theme';
import type { SearchPage } from './types';
import type { RemoteSearchOptions } from './remoteOptions';

/** Results per query (SPEC-COVERAGE C1). */
const LIMIT = 7;

/** One group of the endpoint's answer. */
export interface RemoteGroup {
  index: string;
  hits: SearchPage[];
}

type Options = SearchOptions & Partial<RemoteSearchOptions> & { indexName?: string };

export class RemoteSearcher {
  readonly #options: Options;

  constructor(options: Options) {
    this.#options = options;
  }

  /** Nothing to load up front: the service holds the index. */
  async fetchSearchIndex(): Promise<void> {}

  async init(): Promise<void> {}

  async match(keyword: string, limit = LIMIT): Promise<MatchResult> {
    const query = keyword.trim();
    if (!query) return this.#empty();
    const groups = await this.#request(query, limit);
    if (groups.length === 0) return this.#empty();
    // Hit building is loaded with the first query, as the local engine is.
    const [{ LocalSearchEngine }, { toMatchItems }] = await Promise.all([
      import('./engine'),
      import('./hits'),
    ]);
    return groups.map(({ index, hits }) => ({
      group: index,
      renderType: 'default' as never,
      result: toMatchItems(new LocalSearchEngine(hits).search(query, limit), query),
    }));
  }

  /** The endpoint's groups; none (and the error logged) when the request fails (SPEC-COVERAGE M4). */
  async #request(keyword: string, limit: number): Promise<RemoteGroup[]> {
    const { apiUrl = '', searchIndexes = [], currentLang = '' } = this.#options;
    const params = new URLSearchParams({
      keyword,
      limit: String(limit),
      searchIndexes: searchIndexes.join(','),
      lang: currentLang,
    });
    try {
      const response = await fetch(`${apiUrl}?${params}`);
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      const groups = (await response.json()) as RemoteGroup[];
      return Array.isArray(groups) ? groups : [];
    } catch (error) {
      console.error('Remote search failed:', error);
      return [];
    }
  }

  #empty(): MatchResult {
    // 'default' is RenderType.Default, a const enum of the theme.
    return [{ group: this.#options.indexName ?? 'default', renderType: 'default' as never, result: [] }];
  }
}
