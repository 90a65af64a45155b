// Build side of the lookup table: its rows join the search index of the page that shows the table, each as a
// section named after the Jest or Vitest API (so typing `jest.requireActual` finds its row and links to it). The
// sections are search-only (SEARCH_ONLY_DEPTH): they do not name the page, a page shows at most two of them as hits
// (search/hits.ts), and the table ranks below the pages that name more of a query in their title or
// headings (search/engine.ts), so that rows point to the pages that teach a topic without crowding them out.
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { MIGRATION_ROWS, type MigrationRow } from '../../site/migration';
import { SEARCH_ONLY_DEPTH } from '../../search/page';

/** The page that renders <MigrationTable /> (English route; the Chinese one is under /zh). */
export const MIGRATION_TABLE_ROUTE = '/guide/start/migration-lookup';

/** The search sections of one row: one per name the reader may type (Jest's, Vitest's), each with the answer. */
export function rowSections(row: MigrationRow, lang: 'en' | 'zh'): { heading: string; line: string }[] {
  const answer = row.rstest ?? (lang === 'zh' ? '无对应项' : 'no equivalent');
  const note = row.note ? ` ${row.note[lang]}` : '';
  return [row.jest, row.vitest]
    .filter((name): name is string => Boolean(name))
    .map((name) => ({ heading: `\`${name}\``, line: `${name} → ${answer}.${note}` }));
}

/** Appends every row to the page's searchable content and headings (the page's own outline is not changed). */
export function addRows(page: PageIndexInfo): void {
  const lang = page.lang === 'zh' ? 'zh' : 'en';
  let content = page.content;
  for (const row of MIGRATION_ROWS) {
    for (const { heading, line } of rowSections(row, lang)) {
      content += '\n\n';
      page.toc.push({ id: row.id, text: heading, depth: SEARCH_ONLY_DEPTH, charIndex: content.length });
      content += `${heading.replace(/`/g, '')}\n${line}`;
    }
  }
  page.content = content;
}

export function migrationSearchPlugin(): RspressPlugin {
  return {
    name: 'rstest-docs-migration-search',
    modifySearchIndexData(pages) {
      for (const page of pages) {
        if (page.routePath.replace(/^\/zh(?=\/)/, '') === MIGRATION_TABLE_ROUTE) addRows(page);
      }
    },
  };
}
