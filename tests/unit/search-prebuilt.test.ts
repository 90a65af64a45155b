/**
 * The prebuilt index (search/prebuilt.ts, issue #19): the browser queries files made at build time and
 * fetches only the shards of a query's words. Its answers must be the very answers of the engine that indexes every
 * page in memory, over the site's own pages and every query of both query sets. Over the same pages and queries, the
 * lookup table's rows must not crowd out the pages that teach (issue #32).
 *
 * The pages are Rspress's own search index documents, the ones the build writes and our plugin cuts into the
 * prebuilt index, made here by Rspress's code from the docs as they are, without a build (utils/rspress-index.ts):
 * the lookup table's rows included, as theme/MigrationTable/plugin.ts adds them. When doc_build/ holds an index built
 * from the same sources, it must be that very file.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import siteConfig from '../../rspress.config';
import { MIGRATION_TABLE_ROUTE } from '../../theme/MigrationTable/plugin';
import { LocalSearchEngine } from '../../search/engine';
import { HITS_PER_PAGE, toMatchItems } from '../../search/hits';
import type { Posting } from '../../search/invertedIndex';
import { SEARCH_ONLY_DEPTH } from '../../search/page';
import { decodePostings, encodePostings, type Manifest, prebuildIndex } from '../../search/prebuilt';
import { ShardedSearch } from '../../search/sharded';
import type { SearchPage } from '../../search/types';
import { DOCS_ROOT, isPage, LANGS, type Lang, listDocFiles, REPO_ROOT } from './utils/docs';
import { rspressSearchIndexes } from './utils/rspress-index';

/** Rspress's search index of each language, as `rspress build` would write it now (a few seconds). */
const INDEXES = await rspressSearchIndexes(siteConfig);
const indexOf = (lang: Lang) => INDEXES.find((index) => index.lang === lang);

const BUILT_STATIC = path.join(REPO_ROOT, 'doc_build/static');
/** What the search index is made from: the pages, the lookup table's rows, the config and its plugins. */
const INDEX_SOURCES = ['docs', 'site', 'theme/MigrationTable', 'plugins', 'rspress.config.ts', 'package-lock.json'];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/**
 * Rspress's index of `lang` in doc_build/ (`search_index.<lang>.<8 hex>.json`; our prebuilt parts there carry longer
 * names), and whether it was built after the last change to its sources.
 */
function builtIndex(lang: Lang): { file?: string; current: boolean } {
  const file = existsSync(BUILT_STATIC)
    ? readdirSync(BUILT_STATIC).find((name) => new RegExp(`^search_index\\.${lang}\\.[0-9a-f]{8}\\.json$`).test(name))
    : undefined;
  if (!file) return { current: false };
  const sourcesChanged = Math.max(...INDEX_SOURCES.map((entry) => newestChange(path.join(REPO_ROOT, entry))));
  return { file, current: statSync(path.join(BUILT_STATIC, file)).mtimeMs > sourcesChanged };
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
  const pages = (indexOf(lang)?.pages ?? []) as SearchPage[];
  const parts = prebuildIndex(pages);
  const manifest = JSON.parse(parts.get('manifest') as string) as Manifest;
  const shardParts = [...parts.keys()].filter((part) => part.startsWith('t'));
  const memory = new LocalSearchEngine(pages);
  const queries = [...QUERIES, ...EXTRA].filter((query) => query.lang === lang);

  test('Rspress indexes every page but the home page, and the lookup table with its rows', () => {
    const route = (file: string) => `${lang === 'zh' ? '/zh' : ''}/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`;
    const indexed = listDocFiles(lang)
      .filter(isPage)
      .filter((file) => !/^pageType:\s*['"]?home/m.test(readFileSync(path.join(DOCS_ROOT, lang, file), 'utf8')))
      .map(route);
    expect(pages.map((page) => page.routePath).sort()).toEqual(indexed.sort());
    const table = pages.find((page) => page.routePath.replace(/^\/zh(?=\/)/, '') === MIGRATION_TABLE_ROUTE);
    expect(table?.toc.filter((header) => header.depth >= SEARCH_ONLY_DEPTH).length).toBeGreaterThan(100);
  });

  const built = builtIndex(lang);
  test.skipIf(!built.current)('doc_build/ holds this very index file, when it was built after the last change to its sources', () => {
    const index = indexOf(lang);
    expect(built.file).toBe(index?.file);
    expect(readFileSync(path.join(BUILT_STATIC, built.file ?? ''), 'utf8')).toBe(index?.text);
  });

  test('the manifest lists every page, and the words are split into shards', () => {
    expect(manifest.pages.map(([route]) => route)).toEqual(pages.map((page) => page.routePath));
    expect(shardParts.length).toBeGreaterThan(4);
    expect(parts.get('p0')).toBe(JSON.stringify(pages[0].content));
  });

  test(`the ${queries.length} queries find the same pages, scores, words and lines as the index held in memory`, async () => {
    let found = 0;
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
      // Sharding pays: one query fetches a small part of the words' shards.
      expect(fetched.filter((part) => part.startsWith('t')).length, query).toBeLessThanOrEqual(shardParts.length / 3);
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
  });

  test(`lookup-table rows take at most ${HITS_PER_PAGE} of the first 7 hits, never above a page whose title or a heading names every query word`, () => {
    const table = pages.find((page) => page.routePath.replace(/^\/zh(?=\/)/, '') === MIGRATION_TABLE_ROUTE) as SearchPage;
    const rowLinks = new Set(table.toc.filter((header) => header.depth >= SEARCH_ONLY_DEPTH).map((header) => `${table.routePath}#${header.id}`));
    expect(rowLinks.size).toBeGreaterThan(100);
    let checked = 0;
    for (const { query } of queries) {
      const matches = memory.search(query, 7);
      const hits = panelOrder(toMatchItems(matches, query)).slice(0, 7);
      expect(hits.filter((hit) => rowLinks.has(hit.link)).length, query).toBeLessThanOrEqual(HITS_PER_PAGE);
      // Where no row is shown, a page that names the query is above them too.
      const firstRow = hits.findIndex((hit) => rowLinks.has(hit.link));
      const rowsAt = firstRow < 0 ? hits.length : firstRow;
      if (!matches.some(({ page }) => page === table)) continue;
      for (const { page } of matches) {
        if (page === table || !namesEveryWord(page, query)) continue;
        const first = hits.findIndex((hit) => hit.link.split('#')[0] === page.routePath);
        checked++;
        if (first < 0) expect(firstRow, `${query}: rows shown, ${page.routePath} not`).toBe(-1);
        else expect(first, `${query}: ${page.routePath} above the rows`).toBeLessThan(rowsAt);
      }
    }
    // The rule is exercised: the table is found together with pages that name the query (16 such pages in English and
    // 4 in Chinese today; in Chinese the check above knows fewer of the pages' words).
    expect(checked).toBeGreaterThan(0);
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

/** Hits in the order the search panel shows them: grouped by page title, in the order each title first comes. */
function panelOrder<T extends { title: string }>(hits: T[]): T[] {
  const groups = new Map<string, T[]>();
  for (const hit of hits) groups.set(hit.title, [...(groups.get(hit.title) ?? []), hit]);
  return [...groups.values()].flat();
}

/** Words of a query that say nothing about a page (a few; the engine has its own list). */
const QUERY_STOP_WORDS = new Set('a an the how to do i in on of for with is my what when which'.split(' '));

/**
 * Whether the title or one shown heading of `page` holds every word of `query`, checked apart from the engine: each
 * Latin word starts a word of it (`mock` in "Mocking", `module` in "Mock a module"), each Chinese run is in it.
 */
function namesEveryWord(page: SearchPage, query: string): boolean {
  const words = (query.toLowerCase().match(/[\p{Script=Han}]+|[a-z0-9]+/gu) ?? []).filter((word) => !QUERY_STOP_WORDS.has(word));
  const holds = (text: string) => {
    const plain = text.replace(/`/g, '');
    const parts = plain.split(/(?<=[a-z0-9])(?=[A-Z])|[^\p{L}\p{N}]+/u).map((part) => part.toLowerCase());
    return words.every((word) => (/\p{Script=Han}/u.test(word) ? plain.includes(word) : parts.some((part) => part.startsWith(word))));
  };
  const shown = page.toc.filter((header) => header.depth < SEARCH_ONLY_DEPTH).map((header) => header.text);
  return words.length > 0 && [page.title, ...shown].some(holds);
}

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

test("no page's search text holds MDX source (a note for maintainers goes in the frontmatter as a YAML comment, not in a `{/* … */}` comment)", () => {
  for (const index of INDEXES) {
    for (const page of index.pages) expect(page.content, page.routePath).not.toMatch(/\{\/\*|\*\/\}/);
  }
});
