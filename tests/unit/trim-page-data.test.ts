// Lighter page records (plugins/trimPageData.ts): what leaves the records every page loads reaches the pages that
// show it through their own chunk. A page's description is in its own page meta; an overview page gets its cards at
// build time, in its own source, so that its chunk carries the descriptions and headings of the pages it lists.
import { loadFrontMatter } from '@rspress/shared/node-utils';
import { describe, expect, test } from '@rstest/core';
import { overviewCardOf, remarkOwnDescription, withOverviewCards } from '../../plugins/trimPageData';

const card = (description: string) => ({ description, toc: [{ id: 'usage', text: 'Usage', depth: 2 }] });
const PAGES = [
  { routePath: '/config/', file: '/docs/en/config/index.mdx', card: card('Every option.') },
  { routePath: '/config/test/bail', file: '/docs/en/config/test/bail.mdx', card: card('Stops the run.') },
  { routePath: '/config/build/output', file: '/docs/en/config/build/output.mdx', card: card('Output files.') },
  { routePath: '/zh/config/test/bail', file: '/docs/zh/config/test/bail.mdx', card: card('停止运行。') },
  { routePath: '/api/test-api/test', file: '/docs/en/api/test-api/test.mdx', card: card('Defines a test.') },
];
const OVERVIEW = `---
title: Config Overview
description: Every option.
overview: true
---

Rstest reads its options from \`rstest.config.ts\`.

## Options {#options}
`;

/** The source the MDX compiler gets for `source` at `routePath`, and the files it was made to depend on. */
function transform(source: string, routePath = '/config/') {
  const depends: string[] = [];
  const result = withOverviewCards(source, routePath, PAGES, (file) => depends.push(file));
  return { result, depends };
}

describe('overview cards (plugins/trimPageData.ts)', () => {
  test("an overview page's frontmatter gets the cards of the pages under its route, and it depends on their files", () => {
    const { result, depends } = transform(OVERVIEW);
    const { frontmatter } = loadFrontMatter(result, 'index.mdx', '/docs');
    expect(frontmatter).toMatchObject({ title: 'Config Overview', description: 'Every option.', overview: true });
    expect(frontmatter.overviewCards).toEqual({ '/config/test/bail': card('Stops the run.'), '/config/build/output': card('Output files.') });
    expect(depends).toEqual(['/docs/en/config/test/bail.mdx', '/docs/en/config/build/output.mdx']);
  });

  test("the page's own script brings the overview's code, and its lines keep their numbers", () => {
    const { result } = transform(OVERVIEW);
    expect(result).toMatch(/^import \{ bringOverview \} from ".*[\\/]theme[\\/]Overview[\\/]page\.ts";$/m);
    expect(result).toMatch(/^export const overviewCode = bringOverview\(\);$/m);
    const lineOf = (source: string, text: string) => source.slice(0, source.indexOf(text)).split('\n').length;
    for (const text of ['Rstest reads its options', '## Options']) expect(lineOf(result, text)).toBe(lineOf(OVERVIEW, text));
  });

  test('any other page is left as it is', () => {
    const page = OVERVIEW.replace('overview: true', 'overviewHeaders: [2]');
    expect(transform(page)).toEqual({ result: page, depends: [] });
    // A page Rspress does not list as a route (no route path) is not given cards either.
    expect(withOverviewCards(OVERVIEW, undefined, PAGES, () => {})).toBe(OVERVIEW);
  });

  test("a card holds the page's description and the headings of the depths its overviewHeaders names", () => {
    const toc = [
      { id: 'a', text: 'A', depth: 2, charIndex: 10 },
      { id: 'b', text: 'B', depth: 3, charIndex: 20 },
    ];
    expect(overviewCardOf({ frontmatter: { description: 'D' }, toc })).toEqual({ description: 'D', toc: [{ id: 'a', text: 'A', depth: 2 }] });
    expect(overviewCardOf({ frontmatter: { overviewHeaders: [3] }, toc })).toEqual({ toc: [{ id: 'b', text: 'B', depth: 3 }] });
  });
});

describe("a page's own description (plugins/trimPageData.ts)", () => {
  /** The page meta the MDX compiler writes into a page's chunk, after the remark step ran on a page with `frontmatter`. */
  function pageMetaOf(frontmatter: Record<string, unknown>) {
    const meta: { frontmatter: Record<string, unknown>; description?: string } = { frontmatter };
    remarkOwnDescription.call({ data: () => meta })();
    return meta;
  }

  test("is in the page's own meta, where Rspress's runtime takes it when the record has none (the meta tags)", () => {
    expect(pageMetaOf({ description: 'Stops the run.' }).description).toBe('Stops the run.');
    expect(pageMetaOf({ title: 'No description' })).not.toHaveProperty('description');
  });

  test("leaves the search keywords out of the page's chunk: only the search index, made from the source, reads them", () => {
    const meta = pageMetaOf({ title: 'bail', description: 'Stops the run.', keywords: 'fail fast, stop early' });
    expect(meta.frontmatter).toEqual({ title: 'bail', description: 'Stops the run.' });
  });
});
