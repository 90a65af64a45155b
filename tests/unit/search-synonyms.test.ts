/**
 * The synonym table (site/searchSynonyms.ts), compounds written apart, and frontmatter keywords: the three ways the
 * search finds a page that names a thing in other words than the reader (issue #19).
 */
import { describe, expect, test } from '@rstest/core';
import { SEARCH_SYNONYMS } from '../../site/searchSynonyms';
import { LocalSearchEngine } from '../../search/engine';
import { SEARCH_ONLY_DEPTH } from '../../search/page';
import { parseQuery } from '../../search/query';
import { forEachIndexTerm } from '../../search/text';
import type { SearchPage } from '../../search/types';
import { isPage, LANGS, listDocFiles, readDoc } from './utils/docs';

/** Every index term of the pages of a language. */
const vocabulary = Object.fromEntries(
  LANGS.map((lang) => {
    const terms = new Set<string>();
    for (const file of listDocFiles(lang).filter(isPage)) forEachIndexTerm(readDoc(lang, file), (term) => terms.add(term));
    return [lang, terms];
  }),
);

describe('the synonym table', () => {
  test.each(SEARCH_SYNONYMS.map((entry) => [entry.readerSays.join(' / '), entry] as const))('%s', (_, entry) => {
    // An entry is written in its language, and points at words the pages of that language really have.
    const han = /\p{Script=Han}/u;
    for (const phrase of entry.readerSays) expect(entry.lang === 'zh' ? han.test(phrase) : !han.test(phrase), phrase).toBe(true);
    for (const words of entry.pagesSay) {
      const terms: string[] = [];
      forEachIndexTerm(words, (term) => terms.push(term));
      expect(terms.filter((term) => !vocabulary[entry.lang].has(term)), `${words} on the ${entry.lang} pages`).toEqual([]);
    }
  });
});

/** A page of the search index: one heading per section, placed in the content as Rspress does. */
function page(routePath: string, title: string, headings: string[], keywords?: string): SearchPage {
  let content = '';
  const toc = headings.map((text, index) => {
    if (content) content += '\n\n';
    const charIndex = content.length;
    content += `${text.replace(/`/g, '')}\n\nAbout ${text.replace(/`/g, '')}.`;
    return { id: `h${index}`, text, depth: 2, charIndex };
  });
  return { routePath, title, content, toc, lang: 'en', ...(keywords && { frontmatter: { keywords } }) };
}

const engine = await LocalSearchEngine.build([
  page('/api/test-api/test', 'Test', ['`test.each`', '`test.skip`']),
  page('/api/test-api/hooks', 'Hooks', ['`beforeEach`', '`afterAll`']),
  page('/api/test-api/snapshot', 'Snapshot', ['`toMatchSnapshot`']),
  page('/config/test/bail', 'bail', ['Example'], 'stop at the first failure, fail fast'),
  page('/guide/start/', 'Introduction', ['Why Rstest', 'Before you start']),
]);
const routes = (query: string) => engine.search(query, 7).map((match) => match.page.routePath);

describe('searching', () => {
  test('a synonym phrase matches the words the pages use', () => {
    expect(routes('table-driven tests')[0]).toBe('/api/test-api/test');
    expect(routes('parameterized')[0]).toBe('/api/test-api/test');
    expect(parseQuery('golden file').map((term) => term.term)).toEqual(['golden file']);
  });

  test('words written apart find the compound the pages use, and still match as words', () => {
    expect(routes('before each')[0]).toBe('/api/test-api/hooks');
    expect(routes('snap shot')).toContain('/api/test-api/snapshot');
    expect(routes('before you start')[0]).toBe('/guide/start/');
  });

  test('a word typed joined that the index lacks finds the two words the pages write apart', () => {
    expect(parseQuery('snapshotfile', (term) => ['snapshot', 'file'].includes(term))[0].forms.map((form) => form.terms)).toContainEqual([
      'snapshot',
      'file',
    ]);
    expect(parseQuery('snapshot', (term) => ['snapshot', 'snap', 'shot'].includes(term))[0].forms).toHaveLength(1);
    expect(routes('testskip')[0]).toBe('/api/test-api/test');
  });

  test('frontmatter keywords find their page', () => {
    expect(routes('fail fast')).toEqual(['/config/test/bail']);
  });
});

describe('names and word forms', () => {
  /** A guide that talks about bail at length, and the option's own page, named by the synonym's word. */
  const named = new LocalSearchEngine([
    page('/guide/basic/filtering-tests', 'Filtering tests', ['`bail`', 'Stop early', 'Rerun only failures']),
    page('/config/test/bail', 'bail', ['Stops the run after failures', 'Example']),
    page('/api/rstest/fakeTimers', 'Fake timers', ['`rstest.useFakeTimers`']),
    {
      // Rows of the search data only (theme/MigrationTable/plugin.ts): Jest's names, not names of the page.
      ...page('/guide/start/migration-lookup', 'Lookup table', []),
      content: 'fakeTimers\nfakeTimers → fakeTimers.\njest.useFakeTimers\njest.useFakeTimers → rstest.useFakeTimers.',
      toc: [
        { id: 'config-faketimers', text: '`fakeTimers`', depth: SEARCH_ONLY_DEPTH, charIndex: 0 },
        { id: 'usefaketimers', text: '`jest.useFakeTimers`', depth: SEARCH_ONLY_DEPTH, charIndex: 35 },
      ],
    },
    page('/config/test/includeSource', 'includeSource', ['Example'], 'in-source test'),
  ]);
  const found = (query: string) => named.search(query, 7).map((match) => match.page.routePath);

  test('a page whose code title is what a synonym stands for comes first (`first failure`: bail)', () => {
    expect(parseQuery('stop at the first failure').find((term) => term.term === 'first failure')?.names).toEqual(['bail']);
    expect(found('stop at the first failure')[0]).toBe('/config/test/bail');
  });

  test('a title written apart is the name typed together, and a row of the search data does not name its page', () => {
    expect(found('faketimers')[0]).toBe('/api/rstest/fakeTimers');
    expect(found('fake timers')[0]).toBe('/api/rstest/fakeTimers');
  });

  test('an English word finds its stem (`testing`: test), and `per` is no word to match', () => {
    const terms = parseQuery('testing per file', (term) => ['test', 'file'].includes(term));
    expect(terms.map((term) => term.term)).toEqual(['testing', 'file']);
    expect(terms[0].forms.flatMap((form) => form.terms)).toContain('test');
    expect(found('in source testing')[0]).toBe('/config/test/includeSource');
  });
});
