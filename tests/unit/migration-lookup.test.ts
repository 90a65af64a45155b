/**
 * The lookup table's filter and its search sections (theme/MigrationTable). The rows themselves are checked against
 * the packages by migration-table.test.ts; the table in the page by tests/e2e/migration-lookup.spec.ts.
 */
import type { PageIndexInfo } from '@rspress/core';
import { describe, expect, test } from '@rstest/core';
import { rowMatches, rowText } from '../../theme/MigrationTable/filter';
import { addRows, rowSections } from '../../theme/MigrationTable/plugin';
import { MIGRATION_ROWS } from '../../site/migration';

const row = (id: string) => {
  const found = MIGRATION_ROWS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no row ${id}`);
  return found;
};
const matching = (query: string, lang: 'en' | 'zh' = 'en') =>
  MIGRATION_ROWS.filter((r) => rowMatches(rowText(r, lang), query)).map((r) => r.id);

describe('filter', () => {
  test('an empty query keeps every row', () => {
    expect(matching('  ')).toHaveLength(MIGRATION_ROWS.length);
  });

  test('a part of a name finds its row, whatever the case', () => {
    expect(matching('REQUIREACTUAL')).toContain(row('requireactual').id);
    expect(matching('hoisted')).toContain('hoisted');
  });

  test('every word must occur: more words, fewer rows', () => {
    const one = matching('mock');
    const two = matching('mock all');
    expect(two.length).toBeGreaterThan(0);
    expect(two.length).toBeLessThan(one.length);
    expect(one).toEqual(expect.arrayContaining(two));
  });

  test('a word found nowhere leaves no row', () => {
    expect(matching('no-such-api-anywhere')).toEqual([]);
  });
});

describe('search sections', () => {
  const page = (lang: string): PageIndexInfo =>
    ({ routePath: lang === 'zh' ? '/zh/guide/start/migration-lookup' : '/guide/start/migration-lookup', lang, title: 'T', content: 'Intro', toc: [] }) as unknown as PageIndexInfo;

  test('a row is found under each of its Jest and Vitest names, with its Rstest answer', () => {
    expect(rowSections(row('hoisted'), 'en')).toEqual([{ heading: '`vi.hoisted`', line: 'vi.hoisted → rs.hoisted.' }]);
    const sections = rowSections(row('fn'), 'en');
    expect(sections.map((s) => s.heading)).toEqual(['`jest.fn`', '`vi.fn`']);
  });

  test('each section is a heading of the page content, linking to its row', () => {
    for (const lang of ['en', 'zh']) {
      const indexed = page(lang);
      addRows(indexed);
      const sectionCount = MIGRATION_ROWS.reduce((sum, r) => sum + rowSections(r, 'en').length, 0);
      expect(indexed.toc).toHaveLength(sectionCount);
      for (const header of indexed.toc) {
        expect(MIGRATION_ROWS.some((r) => r.id === header.id)).toBe(true);
        expect(indexed.content.slice(header.charIndex).split('\n')[0]).toBe(header.text.replace(/`/g, ''));
      }
    }
  });

  test('a row with no equivalent says so in the page language', () => {
    const none = MIGRATION_ROWS.find((r) => r.rstest === null && (r.jest || r.vitest));
    expect(none).toBeDefined();
    expect(rowSections(none!, 'en')[0].line).toContain('no equivalent');
    expect(rowSections(none!, 'zh')[0].line).toContain('无对应项');
  });
});
