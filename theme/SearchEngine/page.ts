// What search derives from a page of the index: its shown heading texts, its API names and its tokenized lines.
import type { Header } from '@rspress/core';
import { indexTokens, normalize, type Token } from './text';
import type { SearchPage } from './types';

/** `derive`, computed once per page and kept as long as the page is. */
function perPage<T>(derive: (page: SearchPage) => T): (page: SearchPage) => T {
  const cache = new WeakMap<SearchPage, T>();
  return (page) => {
    if (!cache.has(page)) cache.set(page, derive(page));
    return cache.get(page) as T;
  };
}

/** Heading text as shown: the index keeps the backticks of code headings (`` `rstest.fn` ``). */
export const headingText = (text: string) => text.replace(/`/g, '');

/** A title or heading that names an API or option: code (`rstest.fn`), or one identifier like `passWithNoTests`. */
export function isCodeName(text: string): boolean {
  if (/^`[^`]+`$/.test(text.trim())) return true;
  return /^[\w$.-]+$/.test(text) && (/^[a-z]/.test(text) || /[.]|[a-z][A-Z]/.test(text));
}

/** The API or option names of a page: its code title and code headings. */
export const codeNames = perPage((page) =>
  [page.title, ...page.toc.map((header) => header.text)].filter(isCodeName).map(headingText),
);

/** Whether `name` is exactly what the reader typed, whole or after its last dot (`usefaketimers`). */
export function isExactName(name: string, exactQuery: string): boolean {
  const normalized = normalize(name);
  return normalized === exactQuery || normalized.endsWith(`.${exactQuery}`);
}

/** The query as compared with names: normalized, spaces collapsed. */
export const exactQueryOf = (query: string) => normalize(query.trim()).replace(/\s+/g, ' ');

export interface Line {
  text: string;
  /** Offset of the line in the page content. */
  offset: number;
  tokens: Token[];
  /** The heading whose section holds the line (none before the first heading). */
  section?: Header;
  /** Whether the line is the text of that heading. */
  isHeading: boolean;
}

/** The non-blank lines of the page content with their terms (computed by the index, then reused by hits). */
export const linesOf = perPage((page) => {
  const lines: Line[] = [];
  let offset = 0;
  let next = 0;
  for (const text of page.content.split('\n')) {
    while (next < page.toc.length && page.toc[next].charIndex <= offset) next++;
    const section = page.toc[next - 1];
    if (text.trim()) lines.push({ text, offset, tokens: indexTokens(text), section, isHeading: section?.charIndex === offset });
    offset += text.length + 1;
  }
  return lines;
});

/** The terms of the page title and of each heading (in toc order, after the title). */
export const titleAndHeadingTokensOf = perPage((page) =>
  [page.title, ...page.toc.map((header) => headingText(header.text))].map(indexTokens),
);

/** How many of the query terms (each given as the set of index terms that matched it) occur among `tokens`. */
export function coverage(tokens: Token[], terms: Set<string>[]): number {
  return terms.filter((set) => tokens.some((token) => set.has(token.term))).length;
}

/** For each term of the page content, the lines (indexes into linesOf) that hold it. */
const termLinesOf = perPage((page) => {
  const termLines = new Map<string, number[]>();
  linesOf(page).forEach((line, index) => {
    for (const { term } of line.tokens) {
      const lines = termLines.get(term) ?? [];
      if (lines[lines.length - 1] !== index) lines.push(index);
      termLines.set(term, lines);
    }
  });
  return termLines;
});

/**
 * For each content line that holds query terms (index into linesOf), how many of them it holds. Counted from the
 * matched terms' lines rather than by scanning every line, which keeps long pages cheap.
 */
export function lineCoverage(page: SearchPage, terms: Set<string>[]): Map<number, number> {
  const termLines = termLinesOf(page);
  const counts = new Map<number, number>();
  for (const words of terms) {
    const lines = new Set<number>();
    for (const word of words) for (const line of termLines.get(word) ?? []) lines.add(line);
    for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  return counts;
}

/** How many query terms, at most, the page holds together in its title, in one heading, and in one line of text. */
export function termsTogether(page: SearchPage, terms: Set<string>[]): { title: number; heading: number; line: number } {
  const [title, ...headings] = titleAndHeadingTokensOf(page);
  return {
    title: coverage(title, terms),
    heading: Math.max(0, ...headings.map((tokens) => coverage(tokens, terms))),
    line: Math.max(0, ...lineCoverage(page, terms).values()),
  };
}
