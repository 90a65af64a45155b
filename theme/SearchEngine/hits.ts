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
  type Line,
  lineCoverage as coverageByLine,
  linesOf,
  titleAndHeadingTokensOf,
} from './page';
import { indexTokens, type Token, textWidth } from './text';
import type { PageMatch, SearchPage } from './types';

/** Hits of each type (title, header, content) in one result list (SPEC §9: 7 results). */
export const HITS_PER_TYPE = 7;
/** Width of a content statement; non-Latin characters count 3 (SPEC §9). */
export const STATEMENT_WIDTH = 100;
const ELLIPSIS = '...';
/** A page shows its best few headings and passages, so that the next pages stay in view. */
const HEADERS_PER_PAGE = 3;
const PASSAGES_PER_PAGE = 2;

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

/** The hits of one matched page, best first within each type. */
function pageHits(match: PageMatch, query: string, exactQuery: string): DefaultMatchResultItem[] {
  const { page } = match;
  const terms = match.terms.map((words) => new Set(words));
  const hits: DefaultMatchResultItem[] = [];

  const [titleTokens, ...headingTokens] = titleAndHeadingTokensOf(page);
  const titleRanges = matchedRanges(titleTokens, terms);
  if (titleRanges.length) {
    hits.push({
      type: 'title',
      title: page.title,
      header: page.title,
      link: page.routePath,
      query,
      highlightInfoList: highlights(page.title, titleRanges),
    });
  }

  const headers = page.toc
    .map((header, index) => ({ header, index, coverage: coverage(headingTokens[index], terms) }))
    .filter((heading) => heading.coverage > 0)
    .map((heading) => ({ ...heading, exact: isExactName(headingText(heading.header.text), exactQuery) }))
    .sort((a, b) => Number(b.exact) - Number(a.exact) || b.coverage - a.coverage || a.index - b.index)
    .slice(0, HEADERS_PER_PAGE)
    .map(({ header, index }) => {
      const path = backTrackHeaders(page.toc, index)
        .map((item) => headingText(item.text))
        .join(' > ');
      return { header, text: `${page.title} > ${path}` };
    });
  for (const { header, text } of headers) {
    hits.push({
      type: 'header',
      title: page.title,
      header: text,
      link: link(page, header),
      query,
      highlightInfoList: highlights(text, matchedRanges(indexTokens(text), terms)),
    });
  }

  // The best passage of each section whose heading is not already a hit; the heading lines themselves are skipped.
  const shownSections = new Set(headers.map(({ header }) => header));
  const lines = linesOf(page);
  const passages = new Map<Header | undefined, { line: Line; coverage: number }>();
  for (const [index, lineCoverage] of coverageByLine(page, terms)) {
    const line = lines[index];
    if (line.isHeading || (line.section && shownSections.has(line.section))) continue;
    const best = passages.get(line.section);
    if (!best || lineCoverage > best.coverage || (lineCoverage === best.coverage && line.offset < best.line.offset)) {
      passages.set(line.section, { line, coverage: lineCoverage });
    }
  }
  const bestPassages = [...passages.values()]
    .sort((a, b) => b.coverage - a.coverage || a.line.offset - b.line.offset)
    .slice(0, PASSAGES_PER_PAGE);
  for (const { line } of bestPassages) {
    const { statement, ranges } = cutStatement(line.text, matchedRanges(line.tokens, terms));
    hits.push({
      type: 'content',
      title: page.title,
      header: line.section ? headingText(line.section.text) : page.title,
      link: link(page, line.section),
      query,
      statement,
      highlightInfoList: highlights(statement, ranges),
    });
  }

  // A page matches through its fields, so one of the above normally exists; never drop a matched page.
  if (!hits.length) {
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
