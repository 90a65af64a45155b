// The search engine: ranks the pages of one language for a query, term by term, so that a page that matches more of
// the meaningful terms (in any order, in any field) ranks higher, and so that we know which words matched each term.
// Its index is held in memory (LocalSearchEngine: pages indexed in the browser) or fetched in parts (./prebuilt.ts).
import { type DocMatch, type IndexedPage, InvertedIndex, type TermForm } from './invertedIndex';
import {
  exactQueryOf,
  FIELD_BOOSTS,
  hasSearchOnlySections,
  holdsKeyword,
  headingText,
  indexedPage,
  isCodeName,
  isExactName,
  isNamedBy,
  NAMING_FIELDS,
  spacedWords,
  termsNamed,
  termsTogether,
} from './page';
import { compounds, parseQuery, type QueryTerm } from './query';
import { Slices } from './tasks';
import type { PageMatch, SearchPage } from './types';

/** Extra weight of a page whose title or code heading is exactly the query (`retry`, `rstest.fn`). */
const EXACT_NAME_BOOST = 3;
/**
 * Extra weight of a page that has the query as one of its keywords (`fail fast`: bail), less than a page named by it:
 * `test.skip` is the heading of the page that teaches it, and a keyword of the page that hides skipped tests.
 */
const EXACT_KEYWORD_BOOST = 2;
/**
 * Extra weight of a page one of whose keywords of two words or more the query holds as a phrase (`what is rstest and
 * why use it`: the introduction's `what is Rstest`): a keyword is how readers ask for the page, and the words next to
 * each other say more than the same words anywhere on it.
 */
const KEYWORD_PHRASE_BOOST = 1.5;
/** Extra weight of a page whose code title is one of the query's words (`setupFiles` for `配置 setupFiles`). */
const NAMED_TERM_BOOST = 1.5;
/**
 * Extra weight of a page that holds the query's terms together, in its title or a keyword, in one heading, or in one
 * line of text, in proportion to how many: "skip a test" is about the heading `test.skip` more than about
 * `describe.skip` on a page that also mentions tests.
 */
const TOGETHER_BOOST = { title: 2, heading: 1, line: 0.5 };
/**
 * How much a page named by words typed apart (`before each`: `beforeEach`) gains, as a share of that name's score, and
 * scaled like the page's score by the share of the query's terms it matches. A rare name scored over the naming fields
 * alone outweighed every other word of a long query at full weight (`start a database once before all test files`
 * ranked `hideSkippedTestFiles` second); a quarter ranked best on the held-out sets (search/compare).
 */
const COMPOUND_WEIGHT = 0.25;
/** Pages, in multiples of the limit, that are checked for terms together (the rest cannot climb that far). */
const RERANKED = 3;

/** What a query looks up in the index: its terms, and the compounds of neighbouring words (a score bonus). */
interface Lookup {
  terms: QueryTerm[];
  compound?: TermForm;
}

export class SearchEngine {
  readonly #index: InvertedIndex;
  /** The pages by index id; a page needs its title and toc to be ranked, its content only for hits. */
  readonly #page: (id: number) => SearchPage;

  constructor(index: InvertedIndex, page: (id: number) => SearchPage) {
    this.#index = index;
    this.#page = page;
  }

  /** The last query's lookup: an index that fetches asks for the forms of a query, then searches it. */
  #last?: { query: string; lookup: Lookup };

  #lookup(query: string): Lookup {
    if (this.#last?.query === query) return this.#last.lookup;
    const joined = compounds(query);
    const lookup = {
      terms: parseQuery(query, (term) => this.#index.has(term)),
      // A bonus for a page that names the compound (`beforeEach`), not for one whose code merely uses it.
      compound: joined.length ? { terms: joined, all: false, prefix: false, edits: 0, fields: NAMING_FIELDS } : undefined,
    };
    this.#last = { query, lookup };
    return lookup;
  }

  /** Every form `query` looks up, for an index that fetches postings before searching. */
  formsOf(query: string): TermForm[] {
    const { terms, compound } = this.#lookup(query);
    return [...terms.flatMap(({ forms }) => forms), ...(compound ? [compound] : [])];
  }

  /** Pages that match meaningful terms of `query`, those that match all of them first as a rule, best first. */
  search(query: string, limit: number): PageMatch[] {
    const steps = this.steps(query, limit);
    let step = steps.next();
    while (!step.done) step = steps.next();
    return step.value;
  }

  /**
   * `search` in steps: it pauses (yields) between pieces of work of a few milliseconds, so that a caller on the main
   * thread can give it back in between (./sharded.ts). A broad query (`rstest`, every page) on a site four times
   * today's, the first time the pages' names and headings are read, took a phone 60 ms in one piece.
   */
  *steps(query: string, limit: number): Generator<void, PageMatch[]> {
    const { terms, compound } = this.#lookup(query);
    if (!terms.length) return [];
    const perTerm: Map<number, DocMatch>[] = [];
    for (const { forms } of terms) {
      perTerm.push(this.#index.search(forms));
      yield;
    }
    const byCompound = compound ? this.#index.search([compound]) : new Map<number, DocMatch>();
    const exactQuery = exactQueryOf(query);
    const typed = spacedWords(query);
    // A query of one word holds no keyword phrase of two (and is a keyword of one word, isNamedBy, or none).
    const mayHoldPhrase = typed.trim().includes(' ');
    // `配置 setupFiles`, `jest.fn vs rs.fn`, `stop at the first failure` (bail): a page whose code title is one of the
    // terms, or what a term stands for, gains, less than a page named by the whole query.
    const named = (page: SearchPage) =>
      isCodeName(page.title) && terms.some(({ term, names = [] }) => [term, ...names].some((word) => isExactName(headingText(page.title), word)));
    const counted = terms.map(({ optional }) => !optional);
    const matches: RankedPage[] = [];
    for (const [id, { score, share }] of matching(perTerm, counted)) {
      if (matches.length % PAGES_PER_STEP === 0) yield;
      const page = this.#page(id);
      const exact = isNamedBy(page, exactQuery);
      const boost =
        exact === 'name' ? EXACT_NAME_BOOST : exact === 'keyword' ? EXACT_KEYWORD_BOOST : named(page) ? NAMED_TERM_BOOST : mayHoldPhrase && holdsKeyword(page, typed) ? KEYWORD_PHRASE_BOOST : 1;
      matches.push({
        id,
        page,
        score: score * boost + COMPOUND_WEIGHT * (byCompound.get(id)?.score ?? 0) * share,
        terms: perTerm.map((byPage) => [...(byPage.get(id)?.terms ?? [])]),
      });
    }
    matches.sort(byScore);
    yield;
    // The words each term matched on a page, but for the joints of Chinese words (query.ts), which only say that two
    // of the other terms are next to each other: counted as terms, they made a page that holds a query's words together
    // look as if it held only some of them.
    const words = terms.flatMap(({ joint }, index) => (joint ? [] : [index]));
    const wordsOf = (match: RankedPage) => words.map((index) => new Set(match.terms[index]));
    const coverage = new Map<number, Map<number, number>>();
    const linesOf = (match: RankedPage) => {
      if (!coverage.has(match.id)) coverage.set(match.id, this.#index.lineCoverage(match.id, wordsOf(match)));
      return coverage.get(match.id) as Map<number, number>;
    };
    if (words.length > 1) {
      for (const match of matches.slice(0, RERANKED * limit)) {
        match.score *= togetherFactor(match.page, wordsOf(match), linesOf(match));
        yield;
      }
      matches.sort(byScore);
    }
    // What each of the first pages names of the query, worked out a page at a time (its headings are cut into words
    // the first time).
    const namedCounts: number[] = [];
    for (const match of matches.slice(0, RERANKED * limit)) {
      namedCounts.push(termsNamed(match.page, wordsOf(match)));
      yield;
    }
    rowsBelowTeachingPages(matches, namedCounts);
    return matches.slice(0, limit).map((match) => ({ ...match, lines: linesOf(match) }));
  }
}

/** A page being ranked: a PageMatch before its lines are known. */
type RankedPage = Omit<PageMatch, 'lines'>;

/** How many pages a step of ranking looks at: a few milliseconds of work on a phone, the first time. */
const PAGES_PER_STEP = 32;

/**
 * Longest stretch of indexing before the browser gets the main thread back. Short enough that, on a phone four
 * times slower than this machine, no slice becomes a long task (50 ms) that would delay the reader's input, even
 * when the slice's last page (they are indexed whole) takes a few milliseconds more.
 */
const INDEXING_SLICE_MS = 4;

/** An engine over pages indexed in the browser: a remote search's hits, or an index given as a list of pages. */
export class LocalSearchEngine extends SearchEngine {
  /** Indexes `pages` at once: for a handful of pages, such as the hits of a remote search. */
  constructor(pages: SearchPage[], indexed: IndexedPage[] = pages.map(indexedPage)) {
    super(InvertedIndex.of(FIELD_BOOSTS, indexed), (id) => pages[id]);
  }

  /** Indexes many pages in slices, giving the main thread back between them. */
  static async build(pages: SearchPage[]): Promise<LocalSearchEngine> {
    const indexed: IndexedPage[] = [];
    const slices = new Slices(INDEXING_SLICE_MS);
    for (const page of pages) {
      await slices.next();
      indexed.push(indexedPage(page));
    }
    return new LocalSearchEngine(pages, indexed);
  }
}

const byScore = (a: { score: number }, b: { score: number }) => b.score - a.score;

/**
 * Moves each page with search-only sections (the lookup table, whose rows name Jest's and Vitest's APIs and say in a
 * note where Rstest differs) below the last page, among the first ones (those `named` counts for: how many of the
 * query's terms each names, termsNamed), that names more of the query in its title, a keyword or a shown heading than
 * the table itself does (`mock module`: the rows of `jest.mock` and `jest.unstable_mockModule` go below the Module
 * mocking page and the Mocking guide). A row points to the page that teaches a topic: it comes first only when no page
 * names more of it (`jest.requireActual`).
 */
function rowsBelowTeachingPages<T extends { page: SearchPage }>(matches: T[], named: number[]): void {
  const first = matches.slice(0, named.length);
  // For each page of the table, the last page that names more of the query than it does, if that page is below it.
  const below = new Map<number, number>();
  first.forEach((match, index) => {
    if (!hasSearchOnlySections(match.page)) return;
    let last = -1;
    named.forEach((count, other) => {
      if (count > named[index] && !hasSearchOnlySections(first[other].page)) last = other;
    });
    if (last > index) below.set(index, last);
  });
  if (!below.size) return;
  const order = first.map((_, index) => index).filter((index) => !below.has(index));
  for (const [index, last] of below) order.splice(order.indexOf(last) + 1, 0, index);
  matches.splice(0, first.length, ...order.map((index) => first[index]));
}

/**
 * 1 for a page whose title, headings and lines each hold at most one of the query's words (each given as the index
 * terms that matched it); up to 1 + all boosts.
 */
function togetherFactor(page: SearchPage, words: Set<string>[], lines: Map<number, number>): number {
  const together = termsTogether(page, words, lines);
  const share = (count: number) => Math.max(0, count - 1) / (words.length - 1);
  return 1 + TOGETHER_BOOST.title * share(together.title) + TOGETHER_BOOST.heading * share(together.heading) + TOGETHER_BOOST.line * share(together.line);
}

/**
 * How much a page that misses some of the query's terms keeps of its score: the share of the terms it matches, to
 * this power (a page with two of three terms keeps four ninths). Pages that match every term come first unless
 * another's words weigh far more (a title or name outweighs body text, invertedIndex.ts); a reader whose wording
 * differs from the page's in a word or two still gets the page. Chosen on the held-out query sets (search/compare):
 * with fields saturating apart, 1 let a page named by one word outrank pages that hold them all, 3 ranked right pages
 * lower.
 */
const PARTIAL_POWER = 2;

/**
 * Pages that match any term, with summed scores and all terms; `share`: the share of the query's counted terms (all
 * but the optional ones, query.ts) that the page matches, to PARTIAL_POWER, by which its score is scaled (what a page
 * that misses some keeps).
 */
function matching(perTerm: Map<number, DocMatch>[], counted: boolean[]): Map<number, DocMatch & { share: number }> {
  const found = new Map<number, { score: number; terms: Set<string>; matched: number }>();
  perTerm.forEach((byPage, term) => {
    for (const [page, match] of byPage) {
      let entry = found.get(page);
      if (!entry) found.set(page, (entry = { score: 0, terms: new Set(), matched: 0 }));
      entry.score += match.score;
      if (counted[term]) entry.matched += 1;
      for (const word of match.terms) entry.terms.add(word);
    }
  });
  const total = counted.filter(Boolean).length;
  const result = new Map<number, DocMatch & { share: number }>();
  for (const [page, { score, terms, matched }] of found) {
    const share = (total ? matched / total : 1) ** PARTIAL_POWER;
    result.set(page, { score: score * share, terms, share });
  }
  return result;
}
