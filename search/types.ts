import type { Header } from '@rspress/core';

/** A page of the search index (doc_build/static/search_index.<lang>.<hash>.json), as far as search uses it. */
export interface SearchPage {
  routePath: string;
  title: string;
  /** Plain text of the page, headings included; `toc[].charIndex` points into it. */
  content: string;
  toc: Header[];
  lang: string;
  version?: string;
  /** `keywords`: other words readers use for what the page is about (a comma-separated string or a list). */
  frontmatter?: { keywords?: string | string[]; description?: string };
}

/** A page that matched a query. */
export interface PageMatch {
  /** The page's id in its index. */
  id: number;
  page: SearchPage;
  score: number;
  /**
   * For each meaningful term of the query, the normalized words of the page that matched it (for highlights).
   */
  terms: string[][];
  /** For each content line (index into the page's non-blank lines) that holds query terms, how many it holds. */
  lines: Map<number, number>;
}

export interface SearchOptions {
  lang: string;
  /** Most pages to return. */
  limit: number;
}

/**
 * Where results come from. The local provider searches the site's own index in the browser; a remote provider
 * (SPEC-COVERAGE M2: GET endpoint with keyword, limit, searchIndexes, lang) would implement the same call and reuse
 * hit building.
 */
export interface SearchProvider {
  search(query: string, options: SearchOptions): Promise<PageMatch[]>;
  /** Fetches what searching `query` will need, if the provider fetches as it searches. */
  prepare?(query: string): Promise<void>;
}
