import { useLang } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { Fragment, useEffect, useId, useMemo, useState } from 'react';
import { MIGRATION_ROWS, type MigrationKind, type MigrationRow } from '../../site/migration';
import { Table } from '../ScrollableTable';
import { breakParts } from '../utils/codeBreaks';
import { rowMatches, rowText } from './filter';
import './index.css';

/** The table's row groups, in the order a migrating reader meets them. */
const KINDS: readonly MigrationKind[] = ['runtime', 'matcher', 'config', 'cli'];

const TEXT = {
  en: {
    filter: 'Filter rows',
    placeholder: 'jest.requireActual, vi.hoisted, --runInBand…',
    shown: (shown: number, total: number) => (shown === total ? `${total} rows` : `${shown} of ${total} rows`),
    none: (query: string) => `No row matches “${query}”.`,
    columns: ['Jest', 'Vitest', 'Rstest'],
    kinds: { runtime: 'Runtime APIs', matcher: 'Matchers', config: 'Config keys', cli: 'CLI' },
    noEquivalent: 'No equivalent',
    rowLink: (name: string) => `Link to the row of ${name}`,
  },
  zh: {
    filter: '筛选',
    placeholder: 'jest.requireActual、vi.hoisted、--runInBand…',
    shown: (shown: number, total: number) => (shown === total ? `共 ${total} 行` : `${shown} / ${total} 行`),
    none: (query: string) => `没有与“${query}”匹配的行。`,
    columns: ['Jest', 'Vitest', 'Rstest'],
    kinds: { runtime: '运行时 API', matcher: '匹配器', config: '配置项', cli: '命令行' },
    noEquivalent: '无对应项',
    rowLink: (name: string) => `链接到 ${name} 这一行`,
  },
} as const;

/**
 * The Jest / Vitest → Rstest lookup table, rendered from site/migration.ts. The table is in the prerendered HTML, so
 * it reads and links without JavaScript; once the page runs, a filter narrows the rows as the reader types.
 */
export function MigrationTable() {
  const lang = useLang() === 'zh' ? 'zh' : 'en';
  const text = TEXT[lang];
  const inputId = useId();
  const [query, setQuery] = useState('');
  // The filter shows once it works: without JavaScript the page is a plain table.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  const texts = useMemo(() => new Map(MIGRATION_ROWS.map((row) => [row, rowText(row, lang)])), [lang]);
  const shown = MIGRATION_ROWS.filter((row) => rowMatches(texts.get(row) ?? '', query));

  return (
    <div className="rstest-migration">
      <div className="rstest-migration__filter" hidden={!interactive}>
        <label htmlFor={inputId}>{text.filter}</label>
        <input
          id={inputId}
          type="search"
          value={query}
          placeholder={text.placeholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setQuery(event.target.value)}
        />
        <output aria-live="polite">{shown.length === 0 ? text.none(query.trim()) : text.shown(shown.length, MIGRATION_ROWS.length)}</output>
      </div>
      <Table>
        <thead>
          <tr>
            {text.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {KINDS.map((kind) => {
          const rows = shown.filter((row) => row.kind === kind);
          return (
            rows.length > 0 && (
              <tbody key={kind}>
                <tr>
                  <th colSpan={3} scope="rowgroup" className="rstest-migration__group">
                    {text.kinds[kind]}
                  </th>
                </tr>
                {rows.map((row) => (
                  <Row key={row.id} row={row} lang={lang} />
                ))}
              </tbody>
            )
          );
        })}
      </Table>
    </div>
  );
}

function Row({ row, lang }: { row: MigrationRow; lang: 'en' | 'zh' }) {
  const text = TEXT[lang];
  const link = lang === 'zh' ? `/zh${row.link}` : row.link;
  const name = row.jest ?? row.vitest ?? row.rstest ?? row.id;
  // data-tool: the column's name, shown above each cell when the table stacks its cells on a narrow screen.
  return (
    <tr id={row.id}>
      <td data-tool="Jest">
        <ToolName name={row.jest} />
        <a className="rstest-migration__anchor" href={`#${row.id}`} aria-label={text.rowLink(name)}>
          #
        </a>
      </td>
      <td data-tool="Vitest">
        <ToolName name={row.vitest} />
      </td>
      <td data-tool="Rstest">
        <Link href={link}>{row.rstest ? <code>{breakable(row.rstest)}</code> : text.noEquivalent}</Link>
        {row.note && <span className="rstest-migration__note">{withCode(row.note[lang])}</span>}
      </td>
    </tr>
  );
}

/** A Jest or Vitest name, or a dash where that tool has none. */
const ToolName = ({ name }: { name?: string }) => (name ? <code>{breakable(name)}</code> : <span className="rstest-migration__none">—</span>);

/** A name broken where the pages' inline code breaks (theme/utils/codeBreaks.ts): after the dots of a long name. */
function breakable(name: string) {
  const parts = breakParts(name, { code: true });
  if (!parts) return name;
  return parts.map((part, index) =>
    'wbr' in part ? (
      <wbr key={index} />
    ) : part.nowrap ? (
      <span key={index} className="rs-nowrap">
        {part.text}
      </span>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}

/** A note's `backticked` words as inline code, the rest as text. */
function withCode(note: string) {
  return note.split(/`([^`]+)`/).map((part, index) =>
    index % 2 === 1 ? <code key={index}>{breakable(part)}</code> : <Fragment key={index}>{part}</Fragment>,
  );
}
