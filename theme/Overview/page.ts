import { bringComponent } from '../utils/pageCode';
import { type OverviewCard, registerCards } from './cards';
import Overview from './Overview';

/**
 * What an overview page's own script calls (docs/<lang>/config/index.mdx, api/index.mdx) with the cards it lists.
 * Importing it brings the overview's code with the page's chunk: the overview is ready when the page hydrates (a
 * filter typed into at once works), yet in no other page's first load.
 */
export function registerOverviewCards(cards: Record<string, OverviewCard>): void {
  bringComponent('overview', Overview);
  registerCards(cards);
}
