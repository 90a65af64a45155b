import type { Header } from '@rspress/core';

/** What an overview card shows of a page (plugins/trimPageData.ts): its description and its listed headings. */
export interface OverviewCard {
  description?: string;
  toc: Omit<Header, 'charIndex'>[];
}

/**
 * The cards of the pages an overview lists, by route path. The overview pages register them when their chunk loads
 * (before they render, in the browser and in the static build); the page records Rspress ships in every page's
 * first load no longer carry them.
 */
const registered = new Map<string, OverviewCard>();

export function registerCards(cards: Record<string, OverviewCard>): void {
  for (const [routePath, card] of Object.entries(cards)) registered.set(routePath, card);
}

/** The card of a page, or undefined when no overview registered one (a site without the trim plugin). */
export const overviewCardOf = (routePath: string): OverviewCard | undefined => registered.get(routePath);

