// The engines compared by compare.bench.ts, each built over the pages of one language and answering a query with
// the links the panel would list, in order.
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import { panelOrder } from '../../tests/e2e/search-harness.mjs';
import { LocalSearchEngine } from '../engine';
import { toMatchItems } from '../hits';
import { headingText, keywordsOf } from '../page';
import { indexTokens, queryTokens } from '../text';
import type { SearchPage } from '../types';

export interface Candidate {
  name: string;
  build(pages: SearchPage[]): (query: string) => string[];
  /** What the browser would fetch and parse to search with it: the whole index, serialized. */
  serialized?(pages: SearchPage[]): string;
  /** The options its serialized index loads with. */
  options?: Options<Doc>;
}

const TOP = 7;
const HAN_RUN = /\p{Script=Han}+/gu;

/** Words, with each Han run cut into two-character windows (a lone character kept). */
function bigramTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const word of text.split(/[^\p{L}\p{N}_$]+/u)) {
    if (!word) continue;
    let rest = word;
    for (const run of word.match(HAN_RUN) ?? []) {
      rest = rest.replace(run, ' ');
      if (run.length === 1) tokens.push(run);
      for (let i = 0; i + 1 < run.length; i++) tokens.push(run.slice(i, i + 2));
    }
    tokens.push(...rest.split(' ').filter(Boolean));
  }
  return tokens;
}

interface Doc {
  id: number;
  title: string;
  headings: string;
  content: string;
  description: string;
  keywords: string;
}
const docOf = (page: SearchPage, id: number): Doc => ({
  id,
  title: page.title,
  headings: page.toc.map((header) => headingText(header.text)).join('\n'),
  content: page.content,
  description: page.frontmatter?.description ?? '',
  keywords: keywordsOf(page).join(', '),
});

function miniSearch(name: string, fields: string[], options: Partial<Options<Doc>>, search: SearchOptions): Candidate {
  const indexOptions: Options<Doc> = { fields, ...options, searchOptions: search };
  const indexOf = (pages: SearchPage[]) => {
    const index = new MiniSearch<Doc>(indexOptions);
    index.addAll(pages.map(docOf));
    return index;
  };
  return {
    name,
    build(pages) {
      const index = indexOf(pages);
      return (query) => index.search(query).slice(0, TOP).map(({ id }) => pages[id].routePath);
    },
    serialized: (pages) => JSON.stringify(indexOf(pages)),
    options: indexOptions,
  };
}

const PLAIN = { prefix: true, fuzzy: 0.2, boost: { title: 3, headings: 2 } };
const META = { ...PLAIN, boost: { ...PLAIN.boost, description: 2, keywords: 3 } };

export const CANDIDATES: Candidate[] = [
  {
    name: 'engine',
    build(pages) {
      const engine = new LocalSearchEngine(pages);
      return (query) => panelOrder(toMatchItems(engine.search(query, TOP), query)).map((hit: { link: string }) => hit.link);
    },
  },
  {
    name: 'engine-pages',
    build(pages) {
      const engine = new LocalSearchEngine(pages);
      return (query) => engine.search(query, TOP).map(({ page }) => page.routePath);
    },
  },
  miniSearch('minisearch', ['title', 'headings', 'content'], { tokenize: bigramTokens }, PLAIN),
  miniSearch('minisearch-meta', ['title', 'headings', 'content', 'description', 'keywords'], { tokenize: bigramTokens }, META),
  miniSearch(
    'minisearch-ourtokens',
    ['title', 'headings', 'content', 'description', 'keywords'],
    { tokenize: (text) => indexTokens(text).map(({ term }) => term) },
    {
      ...META,
      tokenize: (text) =>
        queryTokens(text, () => false).flatMap(({ term, cjk }) =>
          cjk && term.length > 2 ? [term, ...Array.from({ length: term.length - 1 }, (_, i) => term.slice(i, i + 2))] : [term],
        ),
    },
  ),
];
