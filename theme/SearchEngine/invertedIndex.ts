// A small inverted index with BM25 field scoring, prefix search and typo tolerance (Damerau edit distance over the
// vocabulary). Sized for a documentation site: a few thousand distinct terms, tens of pages.
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
}

export interface DocMatch {
  score: number;
  /** The index terms that matched. */
  terms: Set<string>;
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

export class InvertedIndex {
  readonly #boosts: number[];
  /** term → page → occurrences per field */
  readonly #postings = new Map<string, Map<number, number[]>>();
  /** page → terms per field */
  readonly #lengths: number[][] = [];
  #averages: number[] = [];
  #vocabulary: string[] = [];
  /** The vocabulary by term length, for typo search. */
  #byLength: string[][] = [];

  /** `boosts`: the weight of each field, in the order fields are given to add(). */
  constructor(boosts: number[]) {
    this.#boosts = boosts;
  }

  /** Indexes the terms of each field of one page; call seal() once all pages are in. */
  add(page: number, fields: string[][]) {
    this.#lengths[page] = fields.map((terms) => terms.length);
    fields.forEach((terms, field) => {
      for (const term of terms) {
        let pages = this.#postings.get(term);
        if (!pages) this.#postings.set(term, (pages = new Map()));
        let counts = pages.get(page);
        if (!counts) pages.set(page, (counts = fields.map(() => 0)));
        counts[field]++;
      }
    });
  }

  seal() {
    const pages = this.#lengths.filter(Boolean);
    this.#averages = this.#boosts.map((_, field) => pages.reduce((sum, lengths) => sum + lengths[field], 0) / pages.length || 1);
    this.#vocabulary = [...this.#postings.keys()].sort();
    this.#byLength = [];
    for (const term of this.#vocabulary) (this.#byLength[term.length] ??= []).push(term);
  }

  /** Whether `term` is a word of the index. */
  has(term: string): boolean {
    return this.#postings.has(term);
  }

  /** Index terms that start with `prefix`, through binary search of the sorted vocabulary. */
  #withPrefix(prefix: string): string[] {
    const vocabulary = this.#vocabulary;
    let low = 0;
    let high = vocabulary.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (vocabulary[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let i = low; i < vocabulary.length && vocabulary[i].startsWith(prefix); i++) found.push(vocabulary[i]);
    return found;
  }

  /** Index terms that `term` stands for, each with the weight of the match. */
  #expand(term: string, form: TermForm): Map<string, number> {
    const weights = new Map<string, number>();
    const formWeight = form.weight ?? 1;
    const offer = (found: string, weight: number) => weights.set(found, Math.max(weights.get(found) ?? 0, formWeight * weight));
    if (this.#postings.has(term)) offer(term, 1);
    if (form.prefix) {
      for (const found of this.#withPrefix(term)) {
        const extra = found.length - term.length;
        if (extra) offer(found, (PREFIX_WEIGHT * found.length) / (found.length + 0.3 * extra));
      }
    }
    // Typos are looked for only when the term as typed is not a word of the index: a word that exists is what the
    // reader meant, and typo search over the vocabulary is the costly part of a query.
    if (form.edits && !this.#postings.has(term)) {
      for (let length = term.length - form.edits; length <= term.length + form.edits; length++) {
        for (const found of this.#byLength[length] ?? []) {
          const distance = editDistance(term, found, form.edits);
          if (distance <= form.edits) offer(found, (FUZZY_WEIGHT * found.length) / (found.length + distance));
        }
      }
    }
    return weights;
  }

  /**
   * Pages that contain the query term in one of its forms, scored with BM25F over all the index terms it stands for
   * together: occurrences add up, weighted by field and by how close each index term is to the query term, before
   * saturation; and the rarity is that of the query term over whole pages, not of each prefix or typo match (a rare
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
          for (const [page, counts] of this.#postings.get(term) ?? []) {
            if (required && !required.has(page)) continue;
            let entry = found.get(page);
            if (!entry) found.set(page, (entry = { counts: counts.map(() => 0), terms: new Set() }));
            counts.forEach((count, field) => {
              entry.counts[field] += weight * count;
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
      let frequency = 0;
      counts.forEach((count, field) => {
        frequency += (this.#boosts[field] * count) / (1 - B + (B * this.#lengths[page][field]) / this.#averages[field]);
      });
      const score = idf * (DELTA + (frequency * (K1 + 1)) / (frequency + K1));
      result.set(page, { score, terms });
    }
    return result;
  }

  #pagesOf(terms: Iterable<string>): Set<number> {
    const pages = new Set<number>();
    for (const term of terms) for (const page of this.#postings.get(term)?.keys() ?? []) pages.add(page);
    return pages;
  }
}

/** Pages in every set. */
function pagesWithAll(sets: Set<number>[]): Set<number> {
  const [first = new Set<number>(), ...rest] = sets;
  return new Set([...first].filter((page) => rest.every((set) => set.has(page))));
}

/** Pages present in every map, with summed scores and all terms. */
export function intersect(maps: Map<number, DocMatch>[]): Map<number, DocMatch> {
  const [first = new Map<number, DocMatch>(), ...rest] = maps;
  const combined = new Map<number, DocMatch>();
  for (const [page, match] of first) {
    const others = rest.map((other) => other.get(page));
    if (others.some((other) => !other)) continue;
    const all = [match, ...(others as DocMatch[])];
    combined.set(page, {
      score: all.reduce((sum, item) => sum + item.score, 0),
      terms: new Set(all.flatMap((item) => [...item.terms])),
    });
  }
  return combined;
}
