// The search index in the form the browser queries without indexing anything (issue #19), made at build time from
// Rspress's index of a language (search_index.<lang>.<hash>.json) with the same tokenizer as the browser's:
//   search_index.<lang>.<hash>01.json       the manifest: pages (route, title, headings, field lengths), the Latin
//                                           words of the index (typo search, compounds), the first word of each shard
//   search_index.<lang>.<hash>01.t<N>.json  shard N: the postings of a run of words in sorted order, so that the
//                                           words of a prefix sit together
//   search_index.<lang>.<hash>01.p<N>.json  page N's text, fetched only when the page is among the results shown
// (`01`: the format, after Rspress's hash). A query fetches the manifest once, then the shards of its words and the
// text of the pages it shows. The manifest is named as an index of Rspress's is, so that whatever addresses "the
// search index" by its name (a test's route, a cache rule) addresses it too; Rspress's own file stays as it was.
import type { Header } from '@rspress/core';
import { type Posting, postingsOf } from './invertedIndex';
import { indexedPage, keywordsOf, sectionStartsOf } from './page';
import { hasCjk } from './text';
import type { SearchPage } from './types';

/** The format's version, in the file names (two hex digits): a browser running other code never reads these files. */
const FORMAT = 1;
const FORMAT_HEX = FORMAT.toString(16).padStart(2, '0');
/** About how many characters of postings a shard holds: a few kB gzip, so a query fetches little. */
const SHARD_CHARS = 16_000;

/**
 * A page as the manifest lists it: route, title, headings as [id, text, depth, charIndex, the line its section starts
 * at (page.ts: SectionHeader)], terms per field, and its keywords (ranking reads them).
 */
type ManifestPage = [
  routePath: string,
  title: string,
  toc: [string, string, number, number, number][],
  lengths: number[],
  keywords: string[],
];

export interface Manifest {
  format: typeof FORMAT;
  /** The language of every page. */
  lang: string;
  pages: ManifestPage[];
  /** The index's words without CJK characters, sorted, one per line: typo search and compounds look them up. */
  words: string;
  /** The first word of each shard, in order. */
  shards: string[];
}

/** A shard: words and their postings, encoded by encodePostings. */
export type Shard = Record<string, number[]>;

/** The URL of the manifest of the prebuilt index made from the Rspress index at `rspressIndexUrl`. */
export const manifestUrl = (rspressIndexUrl: string) => rspressIndexUrl.replace(/\.json$/, `${FORMAT_HEX}.json`);

/** A shard (`t<N>`) or page text (`p<N>`) of the prebuilt index whose manifest is at `manifest`. */
export type Part = `t${number}` | `p${number}`;
export const partUrl = (manifest: string, part: Part) => manifest.replace(/\.json$/, `.${part}.json`);

/**
 * A word's postings as one list of numbers, page by page in ascending order: the page (as the gap from the previous
 * one), then the counts per field and the content lines (count, then gaps). A page where the word is only in the
 * content, the usual case, is written `~gap, content count, lines` (a negative first number).
 */
export function encodePostings(postings: Map<number, Posting>): number[] {
  const encoded: number[] = [];
  let previousPage = 0;
  for (const [page, { counts, lines }] of [...postings].sort(([a], [b]) => a - b)) {
    const gap = page - previousPage;
    previousPage = page;
    const contentOnly = counts.slice(0, -1).every((count) => count === 0);
    encoded.push(...(contentOnly ? [~gap, counts[counts.length - 1]] : [gap, ...counts]), lines.length);
    lines.forEach((line, index) => encoded.push(line - (lines[index - 1] ?? 0)));
  }
  return encoded;
}

/** A posting read from its encoding: its counts at once, its lines when asked for (only shown pages need them). */
class EncodedPosting implements Posting {
  readonly counts: number[];
  readonly #encoded: number[];
  /** Where its line count is in the encoding. */
  readonly #at: number;

  constructor(counts: number[], encoded: number[], at: number) {
    this.counts = counts;
    this.#encoded = encoded;
    this.#at = at;
  }

  get lines(): number[] {
    const lines: number[] = [];
    for (let left = this.#encoded[this.#at], at = this.#at + 1, line = 0; left > 0; left--) lines.push((line += this.#encoded[at++]));
    return lines;
  }
}

export function decodePostings(encoded: number[], fieldCount: number): Map<number, Posting> {
  const postings = new Map<number, Posting>();
  let page = 0;
  for (let at = 0; at < encoded.length; ) {
    const first = encoded[at++];
    page += first < 0 ? ~first : first;
    const counts = new Array<number>(fieldCount).fill(0);
    if (first < 0) counts[fieldCount - 1] = encoded[at++];
    else for (let field = 0; field < fieldCount; field++) counts[field] = encoded[at++];
    postings.set(page, new EncodedPosting(counts, encoded, at));
    at += encoded[at] + 1;
  }
  return postings;
}

/** The manifest, shards and page texts for the pages of one index, as file parts (see partUrl) and their text. */
export function prebuildIndex(pages: SearchPage[]): Map<'manifest' | Part, string> {
  const indexed = pages.map(indexedPage);
  const postings = postingsOf(indexed);
  const words = [...postings.keys()].sort();
  const parts = new Map<'manifest' | Part, string>();

  const shards: Shard[] = [];
  // Kept apart: an object lists integer-like keys (`10`, `2`) first, in numeric order, so a shard's keys do not tell
  // its first word in sorted order.
  const starts: string[] = [];
  let size = Infinity;
  for (const word of words) {
    const encoded = encodePostings(postings.get(word) as Map<number, Posting>);
    if (size > SHARD_CHARS) {
      shards.push({});
      starts.push(word);
      size = 0;
    }
    shards[shards.length - 1][word] = encoded;
    size += word.length + 2 * encoded.length;
  }
  shards.forEach((shard, number) => parts.set(`t${number}`, JSON.stringify(shard)));

  const manifest: Manifest = {
    format: FORMAT,
    lang: pages[0]?.lang ?? '',
    pages: pages.map((page, id) => [
      page.routePath,
      page.title,
      page.toc.map((header: Header, index) => [header.id, header.text, header.depth, header.charIndex, sectionStartsOf(page)[index]]),
      indexed[id].fields.map((terms) => terms.length),
      keywordsOf(page),
    ]),
    words: words.filter((word) => !hasCjk(word)).join('\n'),
    shards: starts,
  };
  parts.set('manifest', JSON.stringify(manifest));
  pages.forEach((page, id) => parts.set(`p${id}`, JSON.stringify(page.content)));
  return parts;
}
