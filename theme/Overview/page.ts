import Overview from './Overview';
import { type OverviewCard, registerCards, setLoadedOverview } from './cards';

/**
 * What an overview page's own script calls (docs/<lang>/config/index.mdx, api/index.mdx) with the cards it lists.
 * Importing it brings the overview's code with the page's chunk, which is loaded before the page hydrates or is
 * shown: the overview is ready with the rest of the page (a filter typed into at once works), yet in no other
 * page's first load.
 */
export function registerOverviewCards(cards: Record<string, OverviewCard>): void {
  setLoadedOverview(Overview);
  registerCards(cards);
}
