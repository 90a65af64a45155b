// Rspress ships a record of every page (title, headings, frontmatter…) of both languages in the JavaScript each page
// loads first. A page reads its own headings and frontmatter from its own chunk; other pages' descriptions and
// headings serve only the overview cards. So this plugin moves them out of the record into one JSON file per
// language and section (node_modules/.cache/rstest-docs/overview-cards/<lang>/<section>.json: en/config.json for
// /config/…), which only that section's overview page imports (`import cards from
// 'rstest-docs-overview-cards/en/config.json'`, registered with theme/Overview/cards.ts). A card lists
// the heading depths its page's `overviewHeaders` names (level 2 by default), without the search-only `charIndex`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import type { OverviewCard } from '../theme/Overview/cards';

/** The module overview pages import their cards from, and the folder it stands for. */
export const OVERVIEW_CARDS_MODULE = 'rstest-docs-overview-cards';
const CARDS_DIR = path.join(process.cwd(), 'node_modules/.cache/rstest-docs/overview-cards');

/** What an overview card shows of a page: its description and the headings of the depths it asks for. */
export function overviewCardOf(page: Pick<PageIndexInfo, 'frontmatter' | 'toc'>): OverviewCard {
  const listed: unknown = page.frontmatter?.overviewHeaders;
  const depths = Array.isArray(listed) ? listed : [2];
  const description = page.frontmatter?.description;
  return {
    ...(typeof description === 'string' && { description }),
    toc: page.toc.filter((header) => depths.includes(header.depth)).map(({ id, text, depth }) => ({ id, text, depth })),
  };
}

/** The file of a page's card: its language and the first folder of its route (`/zh/api/rstest/` → zh/api). */
const cardFile = (lang: string, routePath: string) => {
  const section = routePath.replace(/^\/zh(?=\/)/, '').split('/')[1] || 'index';
  return `${lang}/${section}.json`;
};

/** The sections whose overview pages import cards; each needs its file even before a page of it is read. */
const SECTIONS = ['api', 'config'];

export function trimPageDataPlugin(): RspressPlugin {
  const cards: Record<string, Record<string, OverviewCard>> = {};
  const write = (file: string) => {
    mkdirSync(path.dirname(path.join(CARDS_DIR, file)), { recursive: true });
    writeFileSync(path.join(CARDS_DIR, file), JSON.stringify(cards[file] ?? {}));
  };
  return {
    name: 'rstest-docs-trim-page-data',
    builderConfig: { resolve: { alias: { [OVERVIEW_CARDS_MODULE]: CARDS_DIR } } },
    config(config) {
      // The files exist before any page is read, so the overview pages' import always resolves.
      for (const lang of config.locales?.map((locale) => locale.lang) ?? [config.lang ?? 'en']) {
        for (const section of SECTIONS) write(`${lang}/${section}.json`);
      }
      return config;
    },
    extendPageData(page) {
      const file = cardFile(page.lang, page.routePath);
      (cards[file] ??= {})[page.routePath] = overviewCardOf(page);
      write(file);
      // What stays is what the runtime reads for the page being shown: route, title, language, edit link, last
      // update (the frontmatter and headings come from the page's own chunk; the description, see theme/Layout).
      page.toc = [];
      page.frontmatter = {};
      delete (page as { description?: string }).description;
    },
  };
}
