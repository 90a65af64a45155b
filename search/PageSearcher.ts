// Takes the place of Rspress's PageSearcher (@rspress/core/dist/theme/components/Search/logic/search.js, swapped in by
// ./plugin.ts): the search panel keeps its UI, keyboard handling, debounce and loading states, and searches with our
// engine. The index URL comes from ./indexUrl.ts, which knows the content hashes through Rspress.
import { getSearchIndexURL } from './indexUrl';
import type { SearchOptions } from '@rspress/core/theme';
import { Searcher } from './searcher';

export class PageSearcher extends Searcher {
  constructor(options: SearchOptions & { indexName?: string }) {
    super(options, getSearchIndexURL);
  }
}
