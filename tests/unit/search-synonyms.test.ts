/**
 * The synonym table (site/searchSynonyms.ts), compounds written apart, and frontmatter keywords: the three ways the
 * search finds a page that names a thing in other words than the reader (issue #19).
 */
import { describe, expect, test } from '@rstest/core';
import { SEARCH_SYNONYMS } from '../../site/searchSynonyms';
import { LocalSearchEngine } from '../../theme/SearchEngine/engine';
import { parseQuery } from '../../theme/SearchEngine/query';
import { forEachIndexTerm } from '../../theme/SearchEngine/text';
import type { SearchPage } from '../../theme/SearchEngine/types';
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
    expect(routes('before you start')).toEqual(['/guide/start/']);
  });

  test('frontmatter keywords find their page', () => {
    expect(routes('fail fast')).toEqual(['/config/test/bail']);
  });
});

test('words joined by a dash or a dot are not made a compound: the reader wrote them as the pages do', () => {
  expect(parseQuery('before each', (term) => term === 'beforeeach').map((term) => term.term)).toEqual(['beforeeach']);
  expect(parseQuery('merge-reports', (term) => term === 'mergereports').map((term) => term.term)).toEqual(['merge', 'reports']);
});
