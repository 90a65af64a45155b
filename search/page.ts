// What search derives from a page of the index: its shown heading texts, its API names and its tokenized lines.
import type { Header } from '@rspress/core';
import type { IndexedPage } from './invertedIndex';
import { indexTokens, normalize, queryTokens, type Token } from './text';
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

/**
 * The depth of a section that exists in a page's search data only, not among the headings it shows (the lookup
 * table's rows, theme/MigrationTable/plugin.ts). It is found by its words and linked to, but does not name the page:
 * a row named `coverageThreshold` (Jest's) must not make the table outrank the page about Rstest's option.
 */
export const SEARCH_ONLY_DEPTH = 4;

/** Whether a heading of a page is a search-only section (SEARCH_ONLY_DEPTH). */
export const isSearchOnly = (header: Header) => header.depth >= SEARCH_ONLY_DEPTH;

/** Whether a page has search-only sections: whether it is a table of pointers to the pages that teach. */
export const hasSearchOnlySections = perPage((page) => page.toc.some(isSearchOnly));

/** The API or option names of a page: its code title and code headings. */
const codeNames = perPage((page) =>
  [page.title, ...page.toc.filter((header) => !isSearchOnly(header)).map((header) => header.text)]
    .filter(isCodeName)
    .map(headingText),
);

/** A name as compared with what the reader typed: normalized, spaces, dashes and underscores set aside (a name
 * written apart or together is the same name). */
const comparable = (text: string) => normalize(text).replace(/[\s_-]+/g, '');

/** Whether a comparable name is the comparable query, whole or after its last dot (`rstest.usefaketimers`). */
const names = (name: string, query: string) => name === query || name.endsWith(`.${query}`);

/**
 * Whether `name` is exactly what the reader typed, whole or after its last dot (`usefaketimers`), written apart or
 * together (`fake timers`, `faketimers`).
 */
export function isExactName(name: string, exactQuery: string): boolean {
  return names(comparable(name), comparable(exactQuery));
}

/** What a page is named: its title and its code headings. */
const comparableNamesOf = perPage((page) => [headingText(page.title), ...codeNames(page)].map(comparable));
/** What readers call a page: its keywords (frontmatter). */
const comparableKeywordsOf = perPage((page) => keywordsOf(page).map(comparable));

/** Whether the page is named exactly what the reader typed (comparableNamesOf), or has it as a keyword. */
export const isNamedBy = (page: SearchPage, exactQuery: string): 'name' | 'keyword' | false => {
  const query = comparable(exactQuery);
  if (comparableNamesOf(page).some((name) => names(name, query))) return 'name';
  return comparableKeywordsOf(page).some((name) => names(name, query)) ? 'keyword' : false;
};

/** Text as its words, lower case, one space apart and around, so that a phrase is found in it by its whole words. */
export const spacedWords = (text: string) => ` ${normalize(text).split(/[^\p{L}\p{N}_$.]+/u).filter(Boolean).join(' ')} `;
/** The page's keywords, each with its spacedWords. */
const keywordPhrasesOf = perPage((page) => keywordsOf(page).map((keyword) => ({ keyword, phrase: spacedWords(keyword) })));

/**
 * Whether the query (as spacedWords) holds one of the page's keywords of two words or more, whole words in the same
 * order. A keyword is cut into words only once the query holds it: cutting every Chinese keyword of every matched page
 * made one step of a query 26 ms long on this machine, four times that on a phone.
 */
export const holdsKeyword = (page: SearchPage, typed: string) =>
  keywordPhrasesOf(page).some(({ keyword, phrase }) => typed.includes(phrase) && queryTokens(keyword, () => false).length >= 2);

/** The query as compared with names: normalized, spaces collapsed. */
export const exactQueryOf = (query: string) => normalize(query.trim()).replace(/\s+/g, ' ');

export interface Line {
  text: string;
  /** Offset of the line in the page content. */
  offset: number;
}

/**
 * The non-blank lines of the page content. Their indexes are the line numbers of the index's postings, at build time
 * and in the browser alike; their terms are cut only where needed (lineTokens), as hits need a few lines only.
 */
export const linesOf = perPage((page) => {
  const lines: Line[] = [];
  let offset = 0;
  for (const text of page.content.split('\n')) {
    if (text.trim()) lines.push({ text, offset });
    offset += text.length + 1;
  }
  return lines;
});

/**
 * A heading of a page with the line where its section starts: the index of the first of linesOf at or after its
 * place in the content, written `~index` when the heading's text does not start that line. A prebuilt index's pages
 * carry it (./prebuilt.ts), so that sections are known before the page's text is fetched.
 */
export type SectionHeader = Header & { line?: number };

/** Where the section of each heading of the page starts (see SectionHeader), the lines walked once for all headings. */
export const sectionStartsOf = perPage((page) => {
  let index = 0;
  return page.toc.map((header: SectionHeader) => {
    if (header.line !== undefined) return header.line;
    const lines = linesOf(page);
    // Headings come in the order of the content.
    while (index < lines.length && lines[index].offset < header.charIndex) index++;
    return lines[index]?.offset === header.charIndex ? index : ~index;
  });
});

/** The heading whose section holds line `index` of the page (none before the first), and whether it is that line. */
export function sectionOfLine(page: SearchPage, index: number): { section?: Header; isHeading: boolean } {
  const starts = sectionStartsOf(page);
  // The last heading whose section starts at or before the line (starts ascend with the headings).
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((starts[middle] < 0 ? ~starts[middle] : starts[middle]) <= index) low = middle + 1;
    else high = middle;
  }
  const found = low - 1;
  return { section: page.toc[found], isHeading: found >= 0 && starts[found] === index };
}

const tokensByLine = new WeakMap<Line, Token[]>();
/** The index terms of a line, with their positions (for highlights). */
export function lineTokens(line: Line): Token[] {
  let tokens = tokensByLine.get(line);
  if (!tokens) tokensByLine.set(line, (tokens = indexTokens(line.text)));
  return tokens;
}

/** The terms of the page title and of each heading (in toc order, after the title). */
export const titleAndHeadingTokensOf = perPage((page) =>
  [page.title, ...page.toc.map((header) => headingText(header.text))].map(indexTokens),
);

/** How many of the query terms (each given as the set of index terms that matched it) occur among `tokens`. */
export function coverage(tokens: Token[], terms: Set<string>[]): number {
  return terms.filter((set) => tokens.some((token) => set.has(token.term))).length;
}

const keywordTokensOf = perPage((page) => keywordsOf(page).map(indexTokens));

/**
 * How many query terms (each given as the set of index terms that matched it), at most, the page names in one place
 * where a page says what it teaches: its title, one of its keywords, or one of its shown headings (not a search-only
 * row).
 */
export function termsNamed(page: SearchPage, terms: Set<string>[]): number {
  const [title, ...headings] = titleAndHeadingTokensOf(page);
  const places = [title, ...keywordTokensOf(page), ...headings.filter((_, index) => !isSearchOnly(page.toc[index]))];
  return Math.max(...places.map((tokens) => coverage(tokens, terms)));
}

/**
 * How many query terms, at most, the page holds together in its title or one of its keywords, in one heading, and in
 * one line of text (`lines`: how many each content line holds, from the index).
 */
export function termsTogether(page: SearchPage, terms: Set<string>[], lines: Map<number, number>): { title: number; heading: number; line: number } {
  const [title, ...headings] = titleAndHeadingTokensOf(page);
  return {
    title: Math.max(...[title, ...keywordTokensOf(page)].map((tokens) => coverage(tokens, terms))),
    heading: Math.max(0, ...headings.map((tokens) => coverage(tokens, terms))),
    line: Math.max(0, ...lines.values()),
  };
}

/**
 * The fields of the index, with their weights: API names first, then titles (with the page's keywords and one-line
 * description), then headings, then body text.
 */
const FIELDS = { names: 6, title: 4, headings: 2, content: 1 };
export const FIELD_BOOSTS = Object.values(FIELDS);
/** The fields where a page names what it is about: all but its body text. */
export const NAMING_FIELDS = FIELD_BOOSTS.map((_, field) => field).slice(0, -1);

const termsOf = (text: string) => indexTokens(text).map((token) => token.term);

/** The page's frontmatter keywords: words readers use for it that its text does not, weighed like its title. */
export function keywordsOf(page: SearchPage): string[] {
  const keywords = page.frontmatter?.keywords;
  return typeof keywords === 'string' ? keywords.split(',') : Array.isArray(keywords) ? keywords.map(String) : [];
}

/** The terms of a page, field by field in the order of FIELDS, as the index (in the browser or prebuilt) has them. */
export function indexedPage(page: SearchPage): IndexedPage {
  const lines = linesOf(page).map((line) => termsOf(line.text));
  const fields: Record<keyof typeof FIELDS, string[]> = {
    names: codeNames(page).flatMap(termsOf),
    // The keywords and the one-line description say what the page is about in the words a reader asking about it
    // uses (`没有测试时也通过`: passWithNoTests), and weigh as its title does.
    title: [...termsOf(page.title), ...keywordsOf(page).flatMap(termsOf), ...termsOf(page.frontmatter?.description ?? '')],
    headings: page.toc.flatMap((header) => termsOf(headingText(header.text))),
    content: lines.flat(),
  };
  return { fields: Object.keys(FIELDS).map((field) => fields[field as keyof typeof FIELDS]), lines };
}
