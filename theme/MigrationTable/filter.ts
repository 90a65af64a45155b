// What the lookup table's filter compares: a row's names and note, and the words the reader typed.
import type { MigrationRow } from '../../site/migration';

/** A row's searchable text in a language: its Jest, Vitest and Rstest names and its note, lowercased. */
export const rowText = (row: MigrationRow, lang: 'en' | 'zh') =>
  [row.jest, row.vitest, row.rstest, row.note?.[lang]].filter(Boolean).join('\n').toLowerCase();

/** Whether every word of the query occurs in the row's text (an empty query keeps every row). */
export const rowMatches = (text: string, query: string) =>
  query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
