import { bringComponent } from '../utils/pageCode';
import Overview from './Overview';

/**
 * What an overview page's own script calls: the build adds the call to every page with `overview: true` in its
 * frontmatter (plugins/trimPageData.ts). Importing it brings the overview's code with the page's chunk: the overview
 * is ready when the page hydrates (a filter typed into at once works), yet in no other page's first load.
 */
export function bringOverview(): void {
  bringComponent('overview', Overview);
}
