// The browser's side of the prebuilt index (./prebuilt.ts): a query fetches the shards that hold its words, is ranked
// by the same engine as an index held in memory, and fetches the text of the pages whose passages it shows. Nothing
// is indexed here.
import { SearchEngine } from './engine';
import { matchesShowingText } from './hits';
import {
  InvertedIndex,
  lowerBound,
  type Posting,
  type PostingStore,
  SortedVocabulary,
  type TermForm,
  type Vocabulary,
  wordsWithPrefix,
} from './invertedIndex';
import { FIELD_BOOSTS } from './page';
import { decodePostings, type Manifest, type Shard } from './prebuilt';
import { Slices } from './tasks';
import type { PageMatch, SearchPage } from './types';

/** Fetches a part of the prebuilt index (a shard `t<N>` or a page text `p<N>`); throws when it cannot. */
export type FetchPart = (part: `t${number}` | `p${number}`) => Promise<unknown>;

/** Above every word that starts with a given prefix. */
const AFTER_PREFIX = '\uffff';

/** The postings of the shards fetched so far; `load` fetches those a query needs. */
class ShardStore implements PostingStore {
  readonly #starts: string[];
  readonly #fetchPart: FetchPart;
  readonly #latin: SortedVocabulary;
  readonly #shards = new Map<number, Promise<void>>();
  /** The sorted words of each shard fetched. */
  readonly #shardWords: string[][] = [];
  readonly #encoded = new Map<string, number[]>();
  readonly #decoded = new Map<string, Map<number, Posting>>();
  readonly vocabulary: Vocabulary;

  constructor(manifest: Manifest, fetchPart: FetchPart) {
    this.#starts = manifest.shards;
    this.#fetchPart = fetchPart;
    // Sorted and distinct as the manifest lists them.
    this.#latin = new SortedVocabulary(manifest.words ? manifest.words.split('\n') : []);
    this.vocabulary = {
      has: (term) => this.#latin.has(term) || this.#encoded.has(term),
      withPrefix: (prefix) => this.#withPrefix(prefix),
      near: (term, edits) => this.#latin.near(term, edits),
    };
  }

  /** The shard whose run of words holds `word` (or would). */
  #shardOf(word: string): number {
    return Math.max(0, lowerBound(this.#starts, word + '\u0000') - 1);
  }

  /** Words of the fetched shards that start with `prefix` (a query fetches the shards of its prefixes first). */
  #withPrefix(prefix: string): string[] {
    const found: string[] = [];
    for (let shard = this.#shardOf(prefix); shard <= this.#shardOf(prefix + AFTER_PREFIX); shard++) {
      found.push(...wordsWithPrefix(this.#shardWords[shard] ?? [], prefix));
    }
    return found;
  }

  /** Fetches the shards that hold the words `forms` may stand for: as typed, their prefixes' words, their typos. */
  async load(forms: TermForm[]): Promise<void> {
    const needed = new Set<number>();
    for (const form of forms) {
      for (const term of form.terms) {
        const last = form.prefix ? this.#shardOf(term + AFTER_PREFIX) : this.#shardOf(term);
        for (let shard = this.#shardOf(term); shard <= last; shard++) needed.add(shard);
        if (form.edits && !this.#latin.has(term)) {
          for (const [word] of this.#latin.near(term, form.edits)) needed.add(this.#shardOf(word));
        }
      }
    }
    await Promise.all([...needed].map((shard) => this.#load(shard)));
  }

  #load(shard: number): Promise<void> {
    let loading = this.#shards.get(shard);
    if (!loading) {
      loading = this.#fetchPart(`t${shard}`).then((words) => {
        for (const [word, encoded] of Object.entries(words as Shard)) this.#encoded.set(word, encoded);
        this.#shardWords[shard] = Object.keys(words as Shard).sort();
      });
      // A shard that failed is fetched again by the next query that needs it.
      loading.catch(() => this.#shards.delete(shard));
      this.#shards.set(shard, loading);
    }
    return loading;
  }

  postings(term: string): Map<number, Posting> | undefined {
    let postings = this.#decoded.get(term);
    if (!postings) {
      const encoded = this.#encoded.get(term);
      if (!encoded) return undefined;
      this.#decoded.set(term, (postings = decodePostings(encoded, FIELD_BOOSTS.length)));
    }
    return postings;
  }
}

/** Search over a prebuilt index: ranked from the manifest and the query's shards, shown with the pages' text. */
export class ShardedSearch {
  readonly #store: ShardStore;
  readonly #engine: SearchEngine;
  readonly #pages: SearchPage[];
  readonly #texts = new Map<number, Promise<void>>();
  readonly #fetchPart: FetchPart;

  constructor(manifest: Manifest, fetchPart: FetchPart) {
    this.#fetchPart = fetchPart;
    this.#store = new ShardStore(manifest, fetchPart);
    // Pages without their text: ranking reads titles and headings only.
    this.#pages = manifest.pages.map(([routePath, title, toc, , keywords]) => ({
      routePath,
      title,
      toc: toc.map(([id, text, depth, charIndex, line]) => ({ id, text, depth, charIndex, line })),
      lang: manifest.lang,
      content: '',
      frontmatter: { keywords },
    }));
    const lengths = manifest.pages.map(([, , , fieldLengths]) => fieldLengths);
    this.#engine = new SearchEngine(new InvertedIndex(FIELD_BOOSTS, lengths, this.#store), (id) => this.#pages[id]);
  }

  /**
   * The best `limit` pages for `query`, those whose passages are shown with their text. Throws when a part of the
   * index cannot be fetched. Ranking, choosing what is shown and starting each fetch are steps that may each take a
   * phone tens of milliseconds: the main thread is given back between them (./tasks.ts).
   */
  async search(query: string, limit: number): Promise<PageMatch[]> {
    const slices = new Slices();
    await this.prepare(query);
    await slices.next();
    const steps = this.#engine.steps(query, limit);
    let step = steps.next();
    while (!step.done) {
      await slices.next();
      step = steps.next();
    }
    const matches = step.value;
    await slices.next();
    const texts: Promise<void>[] = [];
    for (const { id } of matchesShowingText(matches, query)) {
      await slices.next();
      texts.push(this.#withText(id));
    }
    await Promise.all(texts);
    return matches;
  }

  /** Fetches the shards that searching `query` needs. */
  prepare(query: string): Promise<void> {
    return this.#store.load(this.#engine.formsOf(query));
  }

  /**
   * Fills in the text of a page: the same object as the one ranked (and in its match), so that what ranking derived
   * from it (tokens of its title and headings, page.ts) serves its hits too. Nothing reads a page's lines before its
   * text is there (hits.ts).
   */
  #withText(id: number): Promise<void> {
    let filled = this.#texts.get(id);
    if (!filled) {
      filled = this.#fetchPart(`p${id}`).then((content) => void (this.#pages[id].content = content as string));
      filled.catch(() => this.#texts.delete(id));
      this.#texts.set(id, filled);
    }
    return filled;
  }
}
