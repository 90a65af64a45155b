// Turns matched pages into the hits the search panel shows: title, header and content hits with highlights, and
// statements cut to about 100 width units around the match.
import type { Header } from '@rspress/core';
import type { DefaultMatchResultItem, HighlightInfo } from '@rspress/core/theme';
import { backTrackHeaders } from '@rspress/core/dist/theme/components/Search/logic/util.js';
import {
  coverage,
  exactQueryOf,
  headingText,
  isExactName,
  isSearchOnly,
  linesOf,
  lineTokens,
  sectionOfLine,
  titleAndHeadingTokensOf,
} from './page';
import { indexTokens, type Token, textWidth } from './text';
import type { PageMatch, SearchPage } from './types';

/** Hits of each type (title, header, content) in one result list (SPEC-COVERAGE C1: 7 results). */
export const HITS_PER_TYPE = 7;
/** Width of a content statement; non-Latin characters count 3 (SPEC-COVERAGE C5, C6). */
export const STATEMENT_WIDTH = 100;
const ELLIPSIS = '...';
/** A page's candidate hits: its title, best few headings and passages, of which it shows the best (HITS_PER_PAGE). */
const HEADERS_PER_PAGE = 2;
const PASSAGES_PER_PAGE = 1;
/**
 * Hits a page shows in the panel: its best, so that the rows offer as many pages as match rather than one page's
 * every heading (measured on the query sets: the right page comes higher, search/compare).
 */
export const HITS_PER_PAGE = 1;

interface Range {
  start: number;
  end: number;
}

/** The ranges of `tokens` that match a query term, merged where they overlap. */
function matchedRanges(tokens: Token[], terms: Set<string>[]): Range[] {
  const matched = tokens.filter((token) => terms.some((set) => set.has(token.term)));
  const ranges: Range[] = [];
  for (const { start, end } of matched.sort((a, b) => a.start - b.start || b.end - a.end)) {
    const last = ranges[ranges.length - 1];
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else ranges.push({ start, end });
  }
  return ranges;
}

const highlights = (text: string, ranges: Range[]): HighlightInfo[] =>
  ranges.map(({ start, end }) => ({ start, length: textWidth(text.slice(start, end)) }));

/**
 * The part of `line` around its first highlighted range that fits in STATEMENT_WIDTH, with ellipses where it was cut,
 * and the ranges moved into it.
 */
export function cutStatement(line: string, ranges: Range[]): { statement: string; ranges: Range[] } {
  if (textWidth(line) <= STATEMENT_WIDTH) return { statement: line, ranges };
  const anchor = ranges[0] ?? { start: 0, end: 0 };
  let start = anchor.start;
  let end = anchor.end;
  let budget = STATEMENT_WIDTH - 2 * ELLIPSIS.length - textWidth(line.slice(start, end));
  // Up to half of the room before the match, the rest after it, then whatever is left before it again.
  const grow = (side: 'before' | 'after', room: number) => {
    while (room > 0) {
      const index = side === 'before' ? start - 1 : end;
      if (index < 0 || index >= line.length) return;
      const width = textWidth(line[index]);
      if (width > room || width > budget) return;
      if (side === 'before') start--;
      else end++;
      room -= width;
      budget -= width;
    }
  };
  grow('before', Math.floor(budget / 2));
  grow('after', budget);
  grow('before', budget);
  const prefix = start > 0 ? ELLIPSIS : '';
  const statement = `${prefix}${line.slice(start, end)}${end < line.length ? ELLIPSIS : ''}`;
  const shift = prefix.length - start;
  return {
    statement,
    ranges: ranges
      .filter((range) => range.start >= start && range.end <= end)
      .map((range) => ({ start: range.start + shift, end: range.end + shift })),
  };
}

const link = (page: SearchPage, header?: Header) => (header ? `${page.routePath}#${header.id}` : page.routePath);

/**
 * The headings of a matched page shown as hits, best first: exactly the query, then holding most of its terms. A row
 * (search-only section) is shown only if no other row holds more of the query: `jest.requireActual` shows its row, not
 * `jest.fn`, which holds `jest` alone.
 */
function shownHeaders(page: SearchPage, terms: Set<string>[], exactQuery: string): Heading[] {
  const [, ...headingTokens] = titleAndHeadingTokensOf(page);
  const headings = page.toc
    .map((header, index) => ({ header, index, coverage: coverage(headingTokens[index], terms) }))
    .filter((heading) => heading.coverage > 0);
  const bestRow = Math.max(0, ...headings.filter(({ header }) => isSearchOnly(header)).map((heading) => heading.coverage));
  return headings
    .filter((heading) => !isSearchOnly(heading.header) || heading.coverage === bestRow)
    .map((heading) => ({ ...heading, exact: isExactName(headingText(heading.header.text), exactQuery) }))
    .sort((a, b) => Number(b.exact) - Number(a.exact) || b.coverage - a.coverage || a.index - b.index)
    .slice(0, HEADERS_PER_PAGE);
}

interface Heading {
  header: Header;
  coverage: number;
  /** Whether the heading is exactly what the reader typed. */
  exact: boolean;
}

interface Passage {
  /** Index into the page's lines (linesOf). */
  line: number;
  section?: Header;
  coverage: number;
}

/**
 * The passages of a matched page shown as hits: the best line of each section whose heading is not already a hit
 * (heading lines themselves skipped), best first. Chosen from the index's line numbers alone, before the page's text
 * is at hand, so that a prebuilt index fetches the text of the pages whose passages are shown, and no other.
 */
function shownPassages(match: PageMatch, headers: Header[]): Passage[] {
  const shownSections = new Set(headers);
  const best = new Map<Header | undefined, Passage>();
  for (const [line, lineCoverage] of match.lines) {
    const { section, isHeading } = sectionOfLine(match.page, line);
    if (isHeading || (section && shownSections.has(section))) continue;
    const current = best.get(section);
    if (!current || lineCoverage > current.coverage || (lineCoverage === current.coverage && line < current.line)) {
      best.set(section, { line, section, coverage: lineCoverage });
    }
  }
  return [...best.values()].sort((a, b) => b.coverage - a.coverage || a.line - b.line).slice(0, PASSAGES_PER_PAGE);
}

/** What a matched page shows: its title or not, headings and passages, in the order of the page. */
interface Shown {
  title: boolean;
  headers: Header[];
  passages: Passage[];
}

/**
 * What a matched page shows, worked out once per match (a match belongs to one query): a prebuilt index asks which
 * pages show passages before their text is fetched, and the hits are built after. Of its title, best headings and best
 * passage, the page shows those naming most of the query (a heading that is exactly the query first; the title, then
 * headings, then passages where they name as much).
 */
const shownByMatch = new WeakMap<PageMatch, Shown>();
function shownOf(match: PageMatch, exactQuery: string): Shown {
  let shown = shownByMatch.get(match);
  if (!shown) {
    const terms = match.terms.map((words) => new Set(words));
    const headings = shownHeaders(match.page, terms, exactQuery);
    const passages = shownPassages(match, headings.map(({ header }) => header));
    const titleCoverage = coverage(titleAndHeadingTokensOf(match.page)[0], terms);
    const candidates = [
      ...(titleCoverage ? [{ coverage: titleCoverage, exact: false, title: true }] : []),
      ...headings.map((heading) => ({ coverage: heading.coverage, exact: heading.exact, title: false, heading })),
      ...passages.map((passage) => ({ coverage: passage.coverage, exact: false, title: false, passage })),
    ];
    // Sorting is stable: the title, then headings, then passages where they name as much.
    const chosen = candidates
      .sort((a, b) => Number(b.exact) - Number(a.exact) || b.coverage - a.coverage)
      .slice(0, HITS_PER_PAGE);
    shown = {
      title: chosen.some((candidate) => candidate.title),
      headers: headings.filter((heading) => chosen.some((candidate) => 'heading' in candidate && candidate.heading === heading)).map(({ header }) => header),
      passages: passages.filter((passage) => chosen.some((candidate) => 'passage' in candidate && candidate.passage === passage)),
    };
    shownByMatch.set(match, shown);
  }
  return shown;
}

/**
 * The matches, in rank order, whose passages are among the content hits shown (toMatchItems): only their pages'
 * text is needed.
 */
export function matchesShowingText(matches: PageMatch[], query: string): PageMatch[] {
  const exactQuery = exactQueryOf(query);
  let shown = 0;
  return matches.filter((match) => {
    if (shown >= HITS_PER_TYPE) return false;
    const { passages } = shownOf(match, exactQuery);
    shown += passages.length;
    return passages.length > 0;
  });
}

/** The hits of one matched page, in the order of the page. */
function pageHits(match: PageMatch, query: string, exactQuery: string): DefaultMatchResultItem[] {
  const { page } = match;
  const terms = match.terms.map((words) => new Set(words));
  const hits: DefaultMatchResultItem[] = [];
  const { title, headers, passages } = shownOf(match, exactQuery);

  const [titleTokens] = titleAndHeadingTokensOf(page);
  const titleRanges = matchedRanges(titleTokens, terms);
  if (title) {
    hits.push({
      type: 'title',
      title: page.title,
      header: page.title,
      link: page.routePath,
      query,
      highlightInfoList: highlights(page.title, titleRanges),
    });
  }

  for (const header of headers) {
    const path = backTrackHeaders(page.toc, page.toc.indexOf(header))
      .map((item) => headingText(item.text))
      .join(' > ');
    const text = `${page.title} > ${path}`;
    hits.push({
      type: 'header',
      title: page.title,
      header: text,
      link: link(page, header),
      query,
      highlightInfoList: highlights(text, matchedRanges(indexTokens(text), terms)),
    });
  }

  // A page whose text is not at hand has no passage among those shown (see matchesShowingText).
  for (const { line: index, section } of page.content ? passages : []) {
    const line = linesOf(page)[index];
    const { statement, ranges } = cutStatement(line.text, matchedRanges(lineTokens(line), terms));
    hits.push({
      type: 'content',
      title: page.title,
      header: section ? headingText(section.text) : page.title,
      link: link(page, section),
      query,
      statement,
      highlightInfoList: highlights(statement, ranges),
    });
  }

  // A page matches through its fields, so one of the above normally exists; never drop a matched page.
  if (!hits.length && !passages.length) {
    hits.push({ type: 'title', title: page.title, header: page.title, link: page.routePath, query, highlightInfoList: [] });
  }
  return hits;
}

/** The hits for the panel: pages in rank order, each page's hits together, at most HITS_PER_TYPE of each type. */
export function toMatchItems(matches: PageMatch[], query: string): DefaultMatchResultItem[] {
  const exactQuery = exactQueryOf(query);
  const used = { title: 0, header: 0, content: 0 };
  return matches
    .flatMap((match) => pageHits(match, query, exactQuery))
    .filter((hit) => used[hit.type]++ < HITS_PER_TYPE);
}
