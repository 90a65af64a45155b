// What the search panel talks to: same methods as Rspress's PageSearcher, our engine behind them. The engine and the
// index are loaded when the reader is about to search (theme/SearchPanel: hover or focus on the search button) or
// when the panel opens, whichever comes first; either way only once per index.
import type { DefaultMatchResultItem, MatchResult, SearchOptions } from '@rspress/core/theme';
import type { SearchProvider } from './types';

/** Results per query (SPEC-COVERAGE C1). */
const LIMIT = 7;
/** Queries whose results are kept (SPEC-COVERAGE C3: 100 cached results). */
const CACHE_SIZE = 100;
/** How long an idle load may wait for the browser to be idle. */
const IDLE_TIMEOUT_MS = 2000;
/** Logged when the index (or the search code) cannot be fetched (SPEC-COVERAGE E1). */
export const FETCH_ERROR = 'Failed to fetch search index, please reload the page and try again.';

interface Engine {
  provider: SearchProvider;
  toMatchItems: (matches: Awaited<ReturnType<SearchProvider['search']>>, query: string) => DefaultMatchResultItem[];
  /**
   * Results by limit and query, shared by every searcher of the index (the panel's, and the one that searches ahead
   * while the reader types, theme/SearchPanel), least recently used first. A search in progress is there too, so a
   * query searched ahead is not searched again when the panel asks for it.
   */
  results: Map<string, Promise<MatchResult | undefined>>;
}

/** What searches run on when the search code itself could not be loaded: nothing, as with an empty index. */
const empty = (): Engine => ({ provider: { search: async () => [] }, toMatchItems: () => [], results: new Map() });

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

  /**
   * Fetches what searching `keyword` needs before the panel asks for it (theme/SearchPanel: as the reader types), so
   * that the results are ready sooner when it does. A part that fails is fetched again by the search itself.
   */
  searchAhead(keyword: string): void {
    const query = keyword.trim();
    if (query) void this.#load().then(({ provider }) => provider.prepare?.(query).catch(() => {}));
  }

  async match(keyword: string, limit = LIMIT): Promise<MatchResult> {
    const query = keyword.trim();
    if (!query) return this.#result([]);
    const engine = await this.#load();
    const key = `${limit}\u0000${query}`;
    let found = engine.results.get(key);
    if (found) {
      engine.results.delete(key);
    } else {
      found = this.#search(engine, query, limit);
      // A search that failed is not kept, so that it is tried again.
      found.then((result) => result || (engine.results.get(key) === found && engine.results.delete(key)));
    }
    engine.results.set(key, found);
    if (engine.results.size > CACHE_SIZE) engine.results.delete(engine.results.keys().next().value as string);
    return (await found) ?? this.#result([]);
  }

  #result(items: DefaultMatchResultItem[]): MatchResult {
    // 'default' is RenderType.Default, a const enum of the theme.
    return [{ group: this.#options.indexName ?? 'default', renderType: 'default' as never, result: items }];
  }

  /** The panel's result for `query`; undefined (and the error logged) when a part of the index could not be fetched. */
  async #search({ provider, toMatchItems }: Engine, query: string, limit: number): Promise<MatchResult | undefined> {
    try {
      const matches = await provider.search(query, { lang: this.#options.currentLang, limit });
      return this.#result(toMatchItems(matches, query));
    } catch {
      console.error(FETCH_ERROR);
      return undefined;
    }
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
      async ({ loadLocalProvider, toMatchItems }) => ({ provider: await loadLocalProvider(url), toMatchItems, results: new Map() }),
      () => {
        console.error(FETCH_ERROR);
        return empty();
      },
    );
    engines.set(key, engine);
  }
  return engine;
}
