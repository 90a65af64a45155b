/**
 * The prebuilt index (theme/SearchEngine/prebuilt.ts, issue #19): the browser queries files made at build time and
 * fetches only the shards of a query's words. Its answers must be the very answers of the engine that indexes every
 * page in memory, over the site's own pages and every query of both query sets.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { LocalSearchEngine } from '../../theme/SearchEngine/engine';
import { toMatchItems } from '../../theme/SearchEngine/hits';
import type { Posting } from '../../theme/SearchEngine/invertedIndex';
import { decodePostings, encodePostings, type Manifest, prebuildIndex } from '../../theme/SearchEngine/prebuilt';
import { ShardedSearch } from '../../theme/SearchEngine/sharded';
import type { SearchPage } from '../../theme/SearchEngine/types';
import { headings, isPage, LANGS, type Lang, listDocFiles, plainHeading, REPO_ROOT, readDoc, splitFrontmatter } from './utils/docs';

/**
 * A page of a language as a search index has it, close enough to Rspress's for ranking: the Markdown body as text,
 * its title (the h1) and its h2/h3 headings with their place in the text, its frontmatter keywords.
 */
function searchPage(lang: Lang, file: string): SearchPage {
  const { frontmatter, body } = splitFrontmatter(readDoc(lang, file));
  const content = body.replace(/\s*\{#[^}]+\}$/gm, '').replace(/^#{1,6}\s+/gm, '');
  const [title, ...sections] = headings(body);
  let from = 0;
  const toc = sections
    .filter(({ depth }) => depth === 2 || depth === 3)
    .map(({ depth, text }, index) => {
      const plain = plainHeading(text);
      const charIndex = Math.max(from, content.indexOf(`\n${plain}\n`, from) + 1);
      from = charIndex + 1;
      return { id: `h${index}`, text: text.replace(/\s*\{#[^}]+\}$/, ''), depth, charIndex };
    });
  const keywords = /^keywords:\s*(.+)$/m.exec(frontmatter)?.[1];
  const route = `${lang === 'zh' ? '/zh' : ''}/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`;
  return { routePath: route, title: plainHeading(title?.text ?? file), content, toc, lang, ...(keywords && { frontmatter: { keywords } }) };
}

interface Query {
  lang: Lang;
  query: string;
}
const querySet = (name: string): Query[] =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'tests/e2e', name), 'utf8')).queries;
const QUERIES = [...querySet('search-queries.json'), ...querySet('search-queries-heldout.json')];
/** Typed with a slip, partly, or with a word the pages do not have. */
const EXTRA: Query[] = [
  { lang: 'en', query: 'retyr' },
  { lang: 'en', query: 'setupfils' },
  // The typo's word is far from it in sorted order, in another shard.
  { lang: 'en', query: 'zetupfiles' },
  { lang: 'en', query: 'moc' },
  { lang: 'en', query: 'toMatchInl' },
  { lang: 'en', query: 'zzzz qqqq' },
  { lang: 'zh', query: '快' },
  { lang: 'zh', query: '覆盖率阈值' },
];

describe.each(LANGS)('%s', (lang) => {
  const pages = listDocFiles(lang)
    .filter(isPage)
    .map((file) => searchPage(lang, file));
  const parts = prebuildIndex(pages);
  const manifest = JSON.parse(parts.get('manifest') as string) as Manifest;
  const shardParts = [...parts.keys()].filter((part) => part.startsWith('t'));
  const memory = new LocalSearchEngine(pages);
  const queries = [...QUERIES, ...EXTRA].filter((query) => query.lang === lang);

  test('the manifest lists every page, and the words are split into shards', () => {
    expect(manifest.pages.map(([route]) => route)).toEqual(pages.map((page) => page.routePath));
    expect(shardParts.length).toBeGreaterThan(4);
    expect(parts.get('p0')).toBe(JSON.stringify(pages[0].content));
  });

  test(`the ${queries.length} queries find the same pages, scores, words and lines as the index held in memory`, async () => {
    let found = 0;
    const everFetched = new Set<string>();
    for (const { query } of queries) {
      // A visitor's first query: it fetches all it needs, each part once.
      const fetched: string[] = [];
      const sharded = new ShardedSearch(manifest, async (part) => {
        fetched.push(part);
        return JSON.parse(parts.get(part as never) as string);
      });
      const expected = memory.search(query, 7);
      const actual = await sharded.search(query, 7);
      expect(new Set(fetched).size, query).toBe(fetched.length);
      for (const part of fetched) everFetched.add(part);
      const pages = (matches: typeof actual) => matches.map(({ page }) => page.routePath);
      expect(pages(actual), query).toEqual(pages(expected));
      expect(toMatchItems(actual, query), query).toEqual(toMatchItems(expected, query));
      actual.forEach((match, rank) => {
        expect(match.score, query).toBeCloseTo(expected[rank].score, 9);
        expect(match.terms.map((words) => [...words].sort()), query).toEqual(expected[rank].terms.map((words) => [...words].sort()));
        expect(match.lines, query).toEqual(expected[rank].lines);
      });
      if (expected.length) found++;
    }
    // The comparison means something: nearly every query finds pages.
    expect(found).toBeGreaterThan(queries.length * 0.9);
    // All the queries together still leave shards unfetched.
    expect([...everFetched].filter((part) => part.startsWith('t')).length).toBeLessThan(shardParts.length);
  });

  test('one query fetches a small share of the index', async () => {
    const fetched: string[] = [];
    const sharded = new ShardedSearch(manifest, async (part) => {
      fetched.push(part);
      return JSON.parse(parts.get(part as never) as string);
    });
    await sharded.search(lang === 'en' ? 'mock' : '快照', 7);
    const size = (names: string[]) => names.reduce((sum, name) => sum + (parts.get(name as never) as string).length, 0);
    expect(size(fetched.filter((part) => part.startsWith('t')))).toBeLessThan(size(shardParts) / 5);
  });
});

test('the manifest gives each shard its first word in sorted order, numbers included', () => {
  // Enough number words for several shards: an object would list `124` before `1234` in one of them.
  const numbers = Array.from({ length: 6000 }, (_, n) => String(n)).join(' ');
  const parts = prebuildIndex([{ routePath: '/numbers', title: 'Numbers', content: `${numbers}\n1a 2b`, toc: [], lang: 'en' }]);
  const { shards } = JSON.parse(parts.get('manifest') as string) as Manifest;
  expect(shards.length).toBeGreaterThan(2);
  shards.forEach((start, number) => {
    expect(Object.keys(JSON.parse(parts.get(`t${number}`) as string)).sort()[0]).toBe(start);
    if (number > 0) expect(start > shards[number - 1]).toBe(true);
  });
});

test('postings survive encoding: counts per field, content-only pages, line gaps', () => {
  const postings = new Map<number, Posting>([
    [0, { counts: [0, 0, 0, 3], lines: [2, 5, 9] }],
    [4, { counts: [1, 2, 0, 0], lines: [] }],
    [5, { counts: [0, 1, 1, 1], lines: [0] }],
    [17, { counts: [0, 0, 0, 1], lines: [40] }],
  ]);
  const encoded = encodePostings(postings);
  const decoded = decodePostings(encoded, 4);
  expect([...decoded].map(([page, { counts, lines }]) => [page, { counts, lines }])).toEqual([...postings]);
  // Content-only pages take fewer numbers: ~gap, count, lines.
  expect(encoded.slice(0, 6)).toEqual([~0, 3, 3, 2, 3, 4]);
});
