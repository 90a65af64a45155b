// A small inverted index with BM25 scoring per field, prefix search and typo tolerance (Damerau edit distance over the
// vocabulary). Its postings come from a store: all in memory (PagesStore, built from pages), or fetched shard by
// shard from files made at build time (./prebuilt.ts), so that the same scoring runs on either.
/** One way a query term may appear in the index. */
export interface TermForm {
  terms: string[];
  /** true: every one of `terms` must be on the page (a CJK word by its bigrams); false: any of them. */
  all: boolean;
  prefix: boolean;
  /** Edits allowed (insert, delete, substitute, swap of neighbours). */
  edits: number;
  /** How much a match of this form counts, 1 by default (less for a fallback form). */
  weight?: number;
  /** The fields (indexes into the index's boosts) where a match counts; all by default. */
  fields?: number[];
}

export interface DocMatch {
  score: number;
  /** The index terms that matched. */
  terms: Set<string>;
}

/** Where a term occurs on one page. */
export interface Posting {
  /** Occurrences per field. */
  counts: number[];
  /** The content lines (indexes into the page's non-blank lines) that hold it, ascending. */
  lines: number[];
}

/** The words of an index, for prefix and typo search. */
export interface Vocabulary {
  has(term: string): boolean;
  /** Words that start with `prefix` (itself included). */
  withPrefix(prefix: string): string[];
  /** Words within `edits` edits of `term`, each with its distance. */
  near(term: string, edits: number): [string, number][];
}

/** Where an index's postings come from. */
export interface PostingStore {
  vocabulary: Vocabulary;
  postings(term: string): Map<number, Posting> | undefined;
}

/** The terms of one page: per field (in the order of the index's boosts), and per content line. */
export interface IndexedPage {
  fields: string[][];
  /** The content field, line by line (the last field is these lines' terms together). */
  lines: string[][];
}

// BM25 as MiniSearch and Lucene tune it; prefix and typo matches count less than exact ones, less as they get longer.
const K1 = 1.2;
const B = 0.7;
const DELTA = 0.5;
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

// Rows of the edit distance table, reused across calls (typo search compares one term with many).
let rowBefore = new Int32Array(32);
let rowAbove = new Int32Array(32);
let row = new Int32Array(32);

/**
 * Optimal-string-alignment distance between `a` and `b` (insertions, deletions, substitutions and swaps of
 * neighbours cost 1) if it is at most `max`, otherwise `max + 1`. Stops as soon as a row exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length + 1 > row.length) {
    rowBefore = new Int32Array(b.length + 1);
    rowAbove = new Int32Array(b.length + 1);
    row = new Int32Array(b.length + 1);
  }
  for (let j = 0; j <= b.length; j++) rowAbove[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let value = Math.min(rowAbove[j] + 1, row[j - 1] + 1, rowAbove[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rowBefore[j - 2] + 1);
      row[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [rowBefore, rowAbove, row] = [rowAbove, row, rowBefore];
  }
  return Math.min(rowAbove[b.length], max + 1);
}

/** Index of the first of the sorted `words` that is not below `word`. */
export function lowerBound(words: readonly string[], word: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (words[middle] < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The words of the sorted `words` that start with `prefix` (itself included). */
export function wordsWithPrefix(words: readonly string[], prefix: string): string[] {
  const found: string[] = [];
  for (let i = lowerBound(words, prefix); i < words.length && words[i].startsWith(prefix); i++) found.push(words[i]);
  return found;
}

/**
 * A vocabulary held whole: words and prefixes through binary search, typos through the words of each length. Made
 * when a search index loads, on the main thread: a prebuilt manifest's words (tens of thousands at four times
 * today's site) come sorted and distinct, and are taken as they are; the words of each length are gathered at the
 * first typo search.
 */
export class SortedVocabulary implements Vocabulary {
  readonly #words: readonly string[];
  #byLength: string[][] | undefined;
  /** Typo search is the costly part of a query, and a sharded index asks twice (to fetch, then to score). */
  readonly #near = new Map<string, [string, number][]>();

  /** Words in any order, repeats allowed. */
  static of(words: Iterable<string>): SortedVocabulary {
    return new SortedVocabulary([...new Set(words)].sort());
  }

  /** `words`: sorted and distinct. */
  constructor(words: readonly string[]) {
    this.#words = words;
  }

  has(term: string): boolean {
    return this.#words[lowerBound(this.#words, term)] === term;
  }

  withPrefix(prefix: string): string[] {
    return wordsWithPrefix(this.#words, prefix);
  }

  near(term: string, edits: number): [string, number][] {
    const key = `${edits}\u0000${term}`;
    let found = this.#near.get(key);
    if (!found) {
      found = [];
      if (!this.#byLength) {
        this.#byLength = [];
        for (const word of this.#words) (this.#byLength[word.length] ??= []).push(word);
      }
      for (let length = term.length - edits; length <= term.length + edits; length++) {
        for (const word of this.#byLength[length] ?? []) {
          const distance = editDistance(term, word, edits);
          if (distance <= edits) found.push([word, distance]);
        }
      }
      this.#near.set(key, found);
    }
    return found;
  }
}

/** The postings of `pages`, term by term. */
export function postingsOf(pages: IndexedPage[]): Map<string, Map<number, Posting>> {
  const postings = new Map<string, Map<number, Posting>>();
  const postingOf = (term: string, page: number, fieldCount: number) => {
    let byPage = postings.get(term);
    if (!byPage) postings.set(term, (byPage = new Map()));
    let posting = byPage.get(page);
    if (!posting) byPage.set(page, (posting = { counts: new Array(fieldCount).fill(0), lines: [] }));
    return posting;
  };
  pages.forEach(({ fields, lines }, page) => {
    fields.forEach((terms, field) => {
      for (const term of terms) postingOf(term, page, fields.length).counts[field]++;
    });
    lines.forEach((terms, line) => {
      for (const term of terms) {
        const { lines: termLines } = postingOf(term, page, fields.length);
        if (termLines[termLines.length - 1] !== line) termLines.push(line);
      }
    });
  });
  return postings;
}

/** Postings held in memory, for pages indexed in the browser (a remote search's hits). */
class PagesStore implements PostingStore {
  readonly #postings: Map<string, Map<number, Posting>>;
  readonly vocabulary: Vocabulary;

  constructor(pages: IndexedPage[]) {
    this.#postings = postingsOf(pages);
    this.vocabulary = SortedVocabulary.of(this.#postings.keys());
  }

  postings(term: string) {
    return this.#postings.get(term);
  }
}

export class InvertedIndex {
  readonly #boosts: number[];
  /** page → terms per field */
  readonly #lengths: number[][];
  readonly #averages: number[];
  readonly #store: PostingStore;

  /** `boosts`: the weight of each field; `lengths`: the terms of each field, page by page. */
  constructor(boosts: number[], lengths: number[][], store: PostingStore) {
    this.#boosts = boosts;
    this.#lengths = lengths;
    this.#store = store;
    this.#averages = boosts.map((_, field) => lengths.reduce((sum, page) => sum + page[field], 0) / lengths.length || 1);
  }

  /** An index of `pages` held in memory. */
  static of(boosts: number[], pages: IndexedPage[]): InvertedIndex {
    return new InvertedIndex(boosts, pages.map(({ fields }) => fields.map((terms) => terms.length)), new PagesStore(pages));
  }

  /** Whether `term` is a word of the index. */
  has(term: string): boolean {
    return this.#store.vocabulary.has(term);
  }

  /** Index terms that `term` stands for, each with the weight of the match. */
  #expand(term: string, form: TermForm): Map<string, number> {
    const weights = new Map<string, number>();
    const formWeight = form.weight ?? 1;
    const offer = (found: string, weight: number) => weights.set(found, Math.max(weights.get(found) ?? 0, formWeight * weight));
    if (this.#store.postings(term)) offer(term, 1);
    if (form.prefix) {
      for (const found of this.#store.vocabulary.withPrefix(term)) {
        const extra = found.length - term.length;
        if (extra) offer(found, (PREFIX_WEIGHT * found.length) / (found.length + 0.3 * extra));
      }
    }
    // Typos are looked for only when the term as typed is not a word of the index: a word that exists is what the
    // reader meant, and typo search over the vocabulary is the costly part of a query.
    if (form.edits && !this.has(term)) {
      for (const [found, distance] of this.#store.vocabulary.near(term, form.edits)) {
        offer(found, (FUZZY_WEIGHT * found.length) / (found.length + distance));
      }
    }
    return weights;
  }

  /**
   * Pages that contain the query term in one of its forms, scored with BM25 over all the index terms it stands for
   * together: occurrences add up, weighted by how close each index term is to the query term. Each field saturates on
   * its own and adds its boost (as MiniSearch scores fields), so a term in the title or a heading always counts for
   * more than any number of mentions in the body text: with one saturation over all fields (BM25F), a page that
   * mentions a word often ranked level with the page named by it (held-out MRR 0.80–0.88 against 0.86–0.92 now,
   * search/compare). The rarity is that of the query term over whole pages, not of each prefix or typo match (a rare
   * `runAllTimers` must not make `run` look rare), so a word on every page (`run`, `test`) weighs little wherever it
   * matches.
   */
  search(forms: TermForm[]): Map<number, DocMatch> {
    const found = new Map<number, { counts: number[]; terms: Set<string> }>();
    for (const form of forms) {
      const expansions = form.terms.map((term) => this.#expand(term, form));
      const required = form.all ? pagesWithAll(expansions.map((terms) => this.#pagesOf(terms.keys()))) : undefined;
      for (const terms of expansions) {
        for (const [term, weight] of terms) {
          for (const [page, { counts }] of this.#store.postings(term) ?? []) {
            if (required && !required.has(page)) continue;
            if (form.fields && !form.fields.some((field) => counts[field] > 0)) continue;
            let entry = found.get(page);
            if (!entry) found.set(page, (entry = { counts: counts.map(() => 0), terms: new Set() }));
            counts.forEach((count, field) => {
              if (!form.fields || form.fields.includes(field)) entry.counts[field] += weight * count;
            });
            entry.terms.add(term);
          }
        }
      }
    }
    const total = this.#lengths.length;
    const idf = Math.log(1 + (total - found.size + 0.5) / (found.size + 0.5));
    const result = new Map<number, DocMatch>();
    for (const [page, { counts, terms }] of found) {
      let saturated = 0;
      counts.forEach((count, field) => {
        const frequency = count / (1 - B + (B * this.#lengths[page][field]) / this.#averages[field]);
        saturated += (this.#boosts[field] * frequency * (K1 + 1)) / (frequency + K1);
      });
      const score = idf * (DELTA + saturated);
      result.set(page, { score, terms });
    }
    return result;
  }

  /**
   * For each content line of `page` that holds query terms (each given as the set of index terms that matched it),
   * how many of them it holds.
   */
  lineCoverage(page: number, terms: Set<string>[]): Map<number, number> {
    const counts = new Map<number, number>();
    for (const words of terms) {
      const lines = new Set<number>();
      for (const word of words) for (const line of this.#store.postings(word)?.get(page)?.lines ?? []) lines.add(line);
      for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
    }
    return counts;
  }

  #pagesOf(terms: Iterable<string>): Set<number> {
    const pages = new Set<number>();
    for (const term of terms) for (const page of this.#store.postings(term)?.keys() ?? []) pages.add(page);
    return pages;
  }
}

/** Pages in every set. */
function pagesWithAll(sets: Set<number>[]): Set<number> {
  const [first = new Set<number>(), ...rest] = sets;
  return new Set([...first].filter((page) => rest.every((set) => set.has(page))));
}
