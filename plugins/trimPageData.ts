// Rspress ships a record of every page (title, headings, frontmatter, description…) of both languages in the
// JavaScript each page loads first. A page reads its own frontmatter and headings from its own chunk, so this plugin
// empties those fields of the records, and gives each page its own description in its chunk too (Rspress's layout
// reads `page.description` for the meta tags; the page meta in a page's chunk fills in what its record leaves out).
// Other pages' descriptions and headings serve only the overview cards: each overview page (frontmatter
// `overview: true`) gets the cards of the pages under it at build time, in its own source, so its chunk carries them
// (frontmatter `overviewCards`, read by theme/Overview) together with the overview's code (theme/Overview/page.ts).
// A card lists the heading depths its page's `overviewHeaders` names (level 2 by default), without `charIndex`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { historyOf } from '../site/releases';
import { parsePage } from './releaseNotes';
import { findItems } from './versionBadges';
import { OVERVIEW_CARDS_KEY, type OverviewCard } from '../theme/Overview/cards';

/** The module an overview page's chunk imports to bring the overview's code with it. */
const OVERVIEW_CODE = fileURLToPath(new URL('../theme/Overview/page.ts', import.meta.url));

/** What an overview card shows of a page: its description and the headings of the depths it asks for. */
export function overviewCardOf(page: Pick<PageIndexInfo, 'frontmatter' | 'toc'>, itemAt: Map<string, string> = new Map()): OverviewCard {
  const asked: unknown = page.frontmatter?.overviewHeaders;
  const depths = Array.isArray(asked) ? asked : [2];
  const description = page.frontmatter?.description;
  // The release that added the item a heading documents (the page's own item: anchor ''), for the release filter.
  const added = (anchor: string) => {
    const key = itemAt.get(anchor);
    const history = key ? historyOf(key) : undefined;
    return history ? { added: history.added } : {};
  };
  const listed = page.toc.filter((header) => depths.includes(header.depth));
  // Headings the card does not list but the release filter may show: items that came after the earliest release.
  const unlisted = page.toc.filter((header) => !depths.includes(header.depth) && added(header.id).added);
  return {
    ...(typeof description === 'string' && { description }),
    ...added(''),
    toc: listed.map(({ id, text, depth }) => ({ id, text, depth, ...added(id) })),
    ...(unlisted.length && { laterItems: unlisted.map(({ id, text, depth }) => ({ id, text, depth, ...added(id) })) }),
  };
}

/** The items a page's source documents, by the anchor of their heading ('' for the page's title). */
function itemsByAnchor(file: string, relativePath: string): Map<string, string> {
  if (!existsSync(file)) return new Map();
  const page = relativePath.split(path.sep).join('/').replace(/^(en|zh)\//, '');
  return new Map(findItems(parsePage(readFileSync(file, 'utf8')), page).map(({ anchor, key }) => [anchor, key]));
}

interface ListedPage {
  routePath: string;
  /** The page's source file, which the cards made of it depend on. */
  file: string;
  card: OverviewCard;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * An overview page's source with its cards (those of the pages under its route, by route path) added to its
 * frontmatter, and the call that brings the overview's code; any other source as it is. The cards' line takes the
 * place of the blank line after the frontmatter, if there is one, so that the lines of the page keep their numbers.
 */
export function withOverviewCards(source: string, routePath: string | undefined, pages: Iterable<ListedPage>, depend: (file: string) => void): string {
  const frontmatter = FRONTMATTER.exec(source);
  if (!frontmatter || routePath === undefined || !/^overview:\s*true\s*$/m.test(frontmatter[1])) return source;
  const base = routePath.replace(/overview$/, '');
  const cards: Record<string, OverviewCard> = {};
  for (const page of pages) {
    if (!page.routePath.startsWith(base) || page.routePath === routePath) continue;
    cards[page.routePath] = page.card;
    // So that the build cache compiles the overview again when a page it lists changes.
    depend(page.file);
  }
  const body = source.slice(frontmatter[0].length).replace(/^\r?\n/, '');
  return [
    `---\n${frontmatter[1]}\n${OVERVIEW_CARDS_KEY}: ${JSON.stringify(cards)}\n---\n${body}`,
    `import { bringOverview } from ${JSON.stringify(OVERVIEW_CODE)};`,
    'export const overviewCode = bringOverview();\n',
  ].join('\n\n');
}

/**
 * A remark plugin: the page's description in its own page meta (`this`: the MDX processor, see pageMetaInChunk), and
 * its search keywords out of it: they serve the search index only, which Rspress makes from the page's source
 * (createPageData), so the browser need not download them with the page.
 */
export function remarkOwnDescription(this: { data(key: 'pageMeta'): { frontmatter?: Record<string, unknown>; description?: string } | undefined }) {
  return () => {
    const meta = this.data('pageMeta');
    const description = meta?.frontmatter?.description;
    if (meta && typeof description === 'string') meta.description = description;
    if (meta?.frontmatter) delete meta.frontmatter.keywords;
  };
}

export function trimPageDataPlugin(): RspressPlugin {
  // Every page, by source file, as Rspress reads them: before it compiles any (createPageData, then the build).
  const pages = new Map<string, ListedPage>();
  const overviewCards: RsbuildPlugin = {
    name: 'rstest-docs-overview-cards',
    setup(api) {
      // Before the MDX compiler, in every environment (the browser's, the prerender's and llms.txt's Markdown).
      api.transform({ test: /\.mdx?$/, order: 'pre' }, ({ code, resourcePath, addDependency }) =>
        withOverviewCards(code, pages.get(path.resolve(resourcePath))?.routePath, pages.values(), addDependency),
      );
    },
  };
  return {
    name: 'rstest-docs-trim-page-data',
    builderConfig: { plugins: [overviewCards] },
    markdown: { remarkPlugins: [remarkOwnDescription] },
    extendPageData(page) {
      const file = path.resolve((page as { _filepath?: string })._filepath ?? '');
      pages.set(file, { routePath: page.routePath, file, card: overviewCardOf(page, itemsByAnchor(file, page._relativePath)) });
      // What stays is what the runtime reads for the page being shown: route, title, language, edit link, last
      // update (the frontmatter, headings and description come from the page's own chunk).
      page.toc = [];
      page.frontmatter = {};
      delete (page as { description?: string }).description;
    },
  };
}
