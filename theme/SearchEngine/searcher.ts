// What the search panel talks to: same methods as Rspress's PageSearcher, our engine behind them. The engine and the
// index are loaded when the reader is about to search (theme/SearchPanel: hover or focus on the search button) or
// when the panel opens, whichever comes first; either way only once per index.
import type { DefaultMatchResultItem, MatchResult, SearchOptions } from '@rspress/core/theme';
import type { SearchProvider } from './types';

/** Results per query (SPEC §9). */
const LIMIT = 7;
/** Queries whose results are kept (SPEC §9: 100 cached results). */
const CACHE_SIZE = 100;
/** How long an idle load may wait for the browser to be idle. */
const IDLE_TIMEOUT_MS = 2000;
/** Logged when the index (or the search code) cannot be fetched (SPEC §8). */
export const FETCH_ERROR = 'Failed to fetch search index, please reload the page and try again.';

interface Engine {
  provider: SearchProvider;
  toMatchItems: (matches: Awaited<ReturnType<SearchProvider['search']>>, query: string) => DefaultMatchResultItem[];
}

/** What searches run on when the search code itself could not be loaded: nothing, as with an empty index. */
const EMPTY: Engine = { provider: { search: async () => [] }, toMatchItems: () => [] };

const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 1);
  });

/** Where the index of a language (and version) is; undefined when the site has none. */
export type IndexUrl = (lang: string, version: string) => string | undefined;

export class Searcher {
  readonly #options: SearchOptions & { indexName?: string };
  readonly #indexUrl: IndexUrl;
  /** Least recently used first: a hit moves a query to the end. */
  readonly #cache = new Map<string, MatchResult>();

  constructor(options: SearchOptions & { indexName?: string }, indexUrl: IndexUrl) {
    this.#options = options;
    this.#indexUrl = indexUrl;
  }

  /** Called by the mounted panel (after its first opening) when the language or version changes: load once idle. */
  async fetchSearchIndex(): Promise<void> {
    await whenIdle();
    await this.#load();
  }

  /** Called by the panel when it opens: load now. Never throws: a failed index fetch leaves an empty index. */
  async init(): Promise<void> {
    await this.#load();
  }

  async match(keyword: string, limit = LIMIT): Promise<MatchResult> {
    const query = keyword.trim();
    const result = (items: DefaultMatchResultItem[]): MatchResult => [
      // 'default' is RenderType.Default, a const enum of the theme.
      { group: this.#options.indexName ?? 'default', renderType: 'default' as never, result: items },
    ];
    if (!query) return result([]);
    const key = `${limit}\u0000${query}`;
    const cached = this.#cache.get(key);
    if (cached) {
      this.#cache.delete(key);
      this.#cache.set(key, cached);
      return cached;
    }
    const { provider, toMatchItems } = await this.#load();
    const matches = await provider.search(query, { lang: this.#options.currentLang, limit });
    const matched = result(toMatchItems(matches, query));
    this.#cache.set(key, matched);
    if (this.#cache.size > CACHE_SIZE) this.#cache.delete(this.#cache.keys().next().value as string);
    return matched;
  }

  #load(): Promise<Engine> {
    const { currentLang, currentVersion, versioned = true } = this.#options;
    return loadEngine(this.#indexUrl(currentLang, versioned ? currentVersion : ''));
  }
}

/**
 * The engine over the index at `url`, loaded once per page: the searcher that loads it when the page is idle (before
 * the panel's code is there, theme/SearchPanel) and the panel's own share it.
 */
const engines = new Map<string, Promise<Engine>>();
function loadEngine(url: string | undefined): Promise<Engine> {
  const key = url ?? '';
  let engine = engines.get(key);
  if (!engine) {
    // Named, so that the first-load budget can tell it apart: it is fetched with the index, once the page is idle.
    engine = import(/* webpackChunkName: "search-engine" */ './local').then(
      async ({ LocalProvider, toMatchItems }) => ({ provider: await LocalProvider.load(url), toMatchItems }),
      () => {
        console.error(FETCH_ERROR);
        return EMPTY;
      },
    );
    engines.set(key, engine);
  }
  return engine;
}
