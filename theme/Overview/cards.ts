import type { Header } from '@rspress/core';

/**
 * The release that added the item a page or heading documents (site/release-history.json): a version, `null` when
 * the earliest release examined already has it, absent when it documents no item. The overview filters on it.
 */
export type Added = string | null;
export type CardHeader = Omit<Header, 'charIndex'> & { added?: Added };

/** What an overview card shows of a page (plugins/trimPageData.ts): its description, its listed headings, and when its item came. */
export interface OverviewCard {
  description?: string;
  added?: Added;
  toc: CardHeader[];
  /** Headings of other depths that document items added after the earliest release: shown only by the release filter. */
  laterItems?: CardHeader[];
}

/**
 * The frontmatter key under which the build gives an overview page the cards of the pages under it, by route path
 * (plugins/trimPageData.ts): they come with the page's own chunk, and the page records that every page loads first
 * no longer carry other pages' descriptions and headings.
 */
export const OVERVIEW_CARDS_KEY = 'overviewCards';
