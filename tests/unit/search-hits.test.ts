import { describe, expect, test } from '@rstest/core';
import { cutStatement, HITS_PER_PAGE, HITS_PER_TYPE, STATEMENT_WIDTH, toMatchItems } from '../../search/hits';
import { InvertedIndex } from '../../search/invertedIndex';
import { FIELD_BOOSTS, indexedPage, SEARCH_ONLY_DEPTH } from '../../search/page';
import { textWidth } from '../../search/text';
import type { PageMatch, SearchPage } from '../../search/types';

const longLine = `${'Rstest runs every test file in its own environment, so '.repeat(3)}fake timers in one file never leak into another. ${'The rest of this sentence only makes the line long. '.repeat(3)}`;

const fakeTimers: SearchPage = {
  routePath: '/api/rstest/fakeTimers',
  title: 'Fake timers',
  lang: 'en',
  content: `${longLine}\n\nrstest.useFakeTimers\n\nControl time in tests.\n\nrstest.runAllTimers\n\nRuns every pending timer.`,
  toc: [
    { id: 'rstest-usefaketimers', text: '`rstest.useFakeTimers`', depth: 2, charIndex: longLine.length + 2 },
    { id: 'rstest-runalltimers', text: '`rstest.runAllTimers`', depth: 2, charIndex: longLine.length + 48 },
  ],
};
/** The text that a highlight marks, as Rspress's SuggestItem slices it (by width units, non-Latin counting 3). */
const marked = (text: string, { start, length }: { start: number; length: number }) => {
  let end = start;
  while (end < text.length && textWidth(text.slice(start, end + 1)) <= length) end++;
  return text.slice(start, end);
};

/** A match of `page` on `terms` (the index words matched by each query term), with its lines as the index counts them. */
function matchOf(page: SearchPage, terms: string[][], score = 1): PageMatch {
  const lines = InvertedIndex.of(FIELD_BOOSTS, [indexedPage(page)]).lineCoverage(0, terms.map((words) => new Set(words)));
  return { id: 0, page, score, terms, lines };
}

describe('hits of a matched page', () => {
  const match = matchOf(fakeTimers, [['fake', 'faketimers'], ['timers']]);
  const hits = toMatchItems([match], 'fake timers');

  test('a page shows its one best hit: its title when the title names as much of the query as any heading', () => {
    expect(HITS_PER_PAGE).toBe(1);
    expect(hits.map((hit) => [hit.type, hit.link])).toEqual([['title', '/api/rstest/fakeTimers']]);
  });

  test('highlights mark the matched words', () => {
    expect(hits[0].highlightInfoList.map((h) => marked(hits[0].header, h))).toEqual(['Fake', 'timers']);
  });

  test('a heading that names more of the query than the title is shown instead, with its heading path', () => {
    const other = matchOf({ ...fakeTimers, routePath: '/other', title: 'Other' }, [['fake', 'faketimers'], ['timers']]);
    const [hit] = toMatchItems([other], 'fake timers');
    expect(hit).toMatchObject({ type: 'header', header: 'Other > rstest.useFakeTimers', link: '/other#rstest-usefaketimers' });
    expect(hit.highlightInfoList.map((h) => marked(hit.header, h))).toEqual(['FakeTimers']);
  });

  test('a heading that is exactly the query is shown rather than the title', () => {
    // The title and the heading each hold the one query term; the heading is named by it.
    const terms = [['usefaketimers', 'faketimers', 'timers']];
    const first = matchOf({ ...fakeTimers, routePath: '/first', title: 'First' }, terms);
    const hits = toMatchItems([first, matchOf(fakeTimers, terms)], 'useFakeTimers');
    expect(hits.filter((hit) => hit.link.startsWith('/api/')).map((hit) => hit.link)).toEqual(['/api/rstest/fakeTimers#rstest-usefaketimers']);
  });

  test('a content statement is cut to about 100 width units around the match, with ellipses', () => {
    // Only the long line holds the word: the page's best hit is that passage.
    const [content] = toMatchItems([matchOf(fakeTimers, [['leak']])], 'leak');
    if (content.type !== 'content') throw new Error('expected a content hit');
    expect(content).toMatchObject({ header: 'Fake timers', link: '/api/rstest/fakeTimers' });
    expect(content.statement).toMatch(/^\.\.\..*\.\.\.$/);
    expect(textWidth(content.statement)).toBeLessThanOrEqual(STATEMENT_WIDTH);
    expect(content.highlightInfoList.map((h) => marked(content.statement, h))).toEqual(['leak']);
  });
});

test('a row is shown only if no other row holds more of the query', () => {
  const rows = ['jest.fn', 'jest.spyOn', 'jest.requireActual'];
  let content = 'Type the Jest name you are replacing.';
  const toc = rows.map((name) => {
    content += '\n\n';
    const header = { id: name, text: `\`${name}\``, depth: SEARCH_ONLY_DEPTH, charIndex: content.length };
    content += `${name}\n${name} → rs.${name.slice(5)}.`;
    return header;
  });
  const lookup: SearchPage = { routePath: '/lookup', title: 'Lookup table', lang: 'en', content, toc };
  const hits = toMatchItems([matchOf(lookup, [['jest'], ['requireactual']])], 'jest.requireActual');
  expect(hits.filter((hit) => hit.type === 'header').map((hit) => hit.link)).toEqual(['/lookup#jest.requireActual']);
});

test('at most 7 hits of each type', () => {
  const pages = Array.from({ length: 10 }, (_, i) =>
    matchOf({ ...fakeTimers, routePath: `/page-${i}`, title: `Fake timers ${i}` }, [['fake', 'faketimers']], 10 - i),
  );
  const hits = toMatchItems(pages, 'fake');
  for (const type of ['title', 'header', 'content']) {
    expect(hits.filter((hit) => hit.type === type).length).toBeLessThanOrEqual(HITS_PER_TYPE);
  }
  expect(hits.filter((hit) => hit.type === 'title')).toHaveLength(HITS_PER_TYPE);
});

describe('cutStatement', () => {
  test('keeps a short line whole', () => {
    expect(cutStatement('Runs every pending timer.', [{ start: 11, end: 18 }])).toEqual({
      statement: 'Runs every pending timer.',
      ranges: [{ start: 11, end: 18 }],
    });
  });

  test('counts non-Latin characters as 3 width units', () => {
    const line = `${'测试'.repeat(40)}假定时器${'测试'.repeat(40)}`;
    const { statement, ranges } = cutStatement(line, [{ start: 80, end: 84 }]);
    expect(textWidth(statement)).toBeLessThanOrEqual(STATEMENT_WIDTH);
    expect(statement.slice(ranges[0].start, ranges[0].end)).toBe('假定时器');
  });
});
