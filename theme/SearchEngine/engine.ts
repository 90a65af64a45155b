// The local search engine: an index of the pages of one language, queried term by term so that a page must match
// every meaningful term (in any order, in any field) and so that we know which words matched each term.
import { type DocMatch, InvertedIndex, intersect } from './invertedIndex';
import { codeNames, exactQueryOf, headingText, isCodeName, isExactName, linesOf, termsTogether } from './page';
import { compounds, parseQuery } from './query';
import { indexTokens } from './text';
import type { PageMatch, SearchPage } from './types';

/** Field weights: API names and titles first, then headings, then body text. */
const FIELDS = { names: 6, title: 4, headings: 2, content: 1 };
/** Extra weight of a page whose own title or code heading is exactly the query (`retry`, `rstest.fn`). */
const EXACT_NAME_BOOST = 3;
/** Extra weight of a page whose code title is one of the query's words (`setupFiles` for `配置 setupFiles`). */
const NAMED_TERM_BOOST = 1.5;
/**
 * Extra weight of a page that holds the query's terms together, in its title, in one heading, or in one line of text,
 * in proportion to how many: "skip a test" is about the heading `test.skip` more than about `describe.skip` on a page
 * that also mentions tests.
 */
const TOGETHER_BOOST = { title: 2, heading: 1, line: 0.5 };
/** Pages, in multiples of the limit, that are checked for terms together (the rest cannot climb that far). */
const RERANKED = 3;

const termsOf = (text: string) => indexTokens(text).map((token) => token.term);

/** The page's frontmatter keywords: words readers use for it that its text does not, weighed like its title. */
function keywordsOf(page: SearchPage): string[] {
  const keywords = page.frontmatter?.keywords;
  return typeof keywords === 'string' ? keywords.split(',') : Array.isArray(keywords) ? keywords.map(String) : [];
}

/**
 * Longest stretch of indexing before the browser gets the main thread back. Short enough that, on a phone four
 * times slower than this machine, no slice becomes a long task (50 ms) that would delay the reader's input, even
 * when the slice's last page (they are indexed whole) takes a few milliseconds more.
 */
const INDEXING_SLICE_MS = 4;
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));

export class LocalSearchEngine {
  #pages: SearchPage[];
  readonly #index = new InvertedIndex(Object.values(FIELDS));

  /** Indexes `pages` at once: for a handful of pages, such as the hits of a remote search. */
  constructor(pages: SearchPage[]) {
    this.#pages = pages;
    pages.forEach((page, id) => this.#add(id, page));
    this.#index.seal();
  }

  /** Indexes the pages of a whole site in slices, giving the main thread back between them. */
  static async build(pages: SearchPage[]): Promise<LocalSearchEngine> {
    const engine = new LocalSearchEngine([]);
    engine.#pages = pages;
    let sliceStart = performance.now();
    for (const [id, page] of pages.entries()) {
      engine.#add(id, page);
      if (performance.now() - sliceStart > INDEXING_SLICE_MS) {
        await yieldToBrowser();
        sliceStart = performance.now();
      }
    }
    engine.#index.seal();
    return engine;
  }

  #add(id: number, page: SearchPage) {
    const fields: Record<keyof typeof FIELDS, string[]> = {
      names: codeNames(page).flatMap(termsOf),
      title: [...termsOf(page.title), ...keywordsOf(page).flatMap(termsOf)],
      headings: page.toc.flatMap((header) => termsOf(headingText(header.text))),
      content: linesOf(page).flatMap((line) => line.tokens.map((token) => token.term)),
    };
    this.#index.add(id, Object.keys(FIELDS).map((field) => fields[field as keyof typeof FIELDS]));
  }

  /** Pages that match every meaningful term of `query`, best first. */
  search(query: string, limit: number): PageMatch[] {
    const terms = parseQuery(query, (term) => this.#index.has(term));
    if (!terms.length) return [];
    const perTerm = terms.map(({ forms }) => this.#index.search(forms));
    const joined = compounds(query);
    const byCompound = joined.length ? this.#index.search([{ terms: joined, all: false, prefix: false, edits: 0 }]) : new Map();
    const exactQuery = exactQueryOf(query);
    const matches = [...matching(perTerm)].map(([id, { score }]): PageMatch => {
      const page = this.#pages[id];
      const names = codeNames(page);
      const exact = names.some((name) => isExactName(name, exactQuery));
      // `配置 setupFiles`, `jest.fn vs rs.fn`: a page named by one of the words gains, less than a page named by all.
      const named = !exact && isCodeName(page.title) && terms.some(({ term }) => isExactName(headingText(page.title), term));
      return {
        page,
        score: score * (exact ? EXACT_NAME_BOOST : named ? NAMED_TERM_BOOST : 1) + (byCompound.get(id)?.score ?? 0),
        terms: perTerm.map((byPage) => [...(byPage.get(id)?.terms ?? [])]),
      };
    });
    matches.sort(byScore);
    if (terms.length > 1) {
      for (const match of matches.slice(0, RERANKED * limit)) match.score *= togetherFactor(match, terms.length);
      matches.sort(byScore);
    }
    return matches.slice(0, limit);
  }
}

const byScore = (a: PageMatch, b: PageMatch) => b.score - a.score;

/** 1 for a page whose title, headings and lines each hold at most one query term; up to 1 + all boosts. */
function togetherFactor(match: PageMatch, termCount: number): number {
  const together = termsTogether(match.page, match.terms.map((words) => new Set(words)));
  const share = (count: number) => Math.max(0, count - 1) / (termCount - 1);
  return 1 + TOGETHER_BOOST.title * share(together.title) + TOGETHER_BOOST.heading * share(together.heading) + TOGETHER_BOOST.line * share(together.line);
}

/**
 * Pages that match every term. When none does, pages that miss only one of three or more terms: a reader whose
 * wording differs from the page's in one word still gets the page rather than "No results".
 */
function matching(perTerm: Map<number, DocMatch>[]): Map<number, DocMatch> {
  const all = intersect(perTerm);
  if (all.size || perTerm.length < 3) return all;
  const partial = new Map<number, DocMatch>();
  perTerm.forEach((_, missing) => {
    for (const [page, match] of intersect(perTerm.filter((__, index) => index !== missing))) partial.set(page, match);
  });
  return partial;
}
