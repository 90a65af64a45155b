// Rspress ships a record of every page (title, headings, frontmatter…) in the JavaScript each page loads first. The
// browser reads the current page's headings from the page's own chunk; other pages' headings serve only the
// overview cards, which list the depths a page's `overviewHeaders` names (level 2 by default), and the headings'
// `charIndex` serves only the search index, written before this runs. Dropping the rest saves about 5 kB (gzip)
// on every first load.
import type { RspressPlugin } from '@rspress/core';

export function trimPageDataPlugin(): RspressPlugin {
  return {
    name: 'rstest-docs-trim-page-data',
    extendPageData(page) {
      const listed: unknown = page.frontmatter?.overviewHeaders;
      const depths = Array.isArray(listed) ? listed : [2];
      page.toc = page.toc
        .filter((header) => depths.includes(header.depth))
        .map(({ charIndex: _searchOnly, ...header }) => header) as typeof page.toc;
    },
  };
}
