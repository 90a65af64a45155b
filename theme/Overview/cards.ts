import type { Header } from '@rspress/core';

/** What an overview card shows of a page (plugins/trimPageData.ts): its description and its listed headings. */
export interface OverviewCard {
  description?: string;
  toc: Omit<Header, 'charIndex'>[];
}

/**
 * The frontmatter key under which the build gives an overview page the cards of the pages under it, by route path
 * (plugins/trimPageData.ts): they come with the page's own chunk, and the page records that every page loads first
 * no longer carry other pages' descriptions and headings.
 */
export const OVERVIEW_CARDS_KEY = 'overviewCards';
