// A section's page table, as the build writes it (plugins/sections.ts, `encodeTable`) and the browser reads it
// (./sections.ts, `decodeTable`): short, because a page's first load carries its section's table. What the build
// can tell from the rest is left out and put back on reading (a page's source path from its route, a sidebar
// entry's `_fileKey` from its link, the fields of a page record that have their usual value), so that
// `decodeTable(encodeTable(table))` is the table. tests/unit/sections.test.ts checks that on the site's own tables.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type ChunkId = string | number;

/** A page record, as Rspress's page data has it. */
export interface PageRecord {
  routePath: string;
  title: string;
  lang: string;
  version: string;
  toc: Json[];
  frontmatter: { [key: string]: Json };
  [key: string]: Json;
}

/** A section's table, as the browser uses it. */
export interface SectionTable {
  /** The section: `<lang>/<first segment>` (./keys.ts). */
  key: string;
  /** The sidebars whose key leads into the section, by key (Rspress's normalized sidebar entries). */
  sidebars: { [key: string]: Json[] };
  /** A record per page, as Rspress's page data lists it. */
  pages: PageRecord[];
  /** Per page: its route path, its source path, the id of its page module and the chunks that hold it. */
  routes: [routePath: string, filePath: string, module: ChunkId, chunks: ChunkId[]][];
  /** The file of each chunk that only pages load (the shared chunk loader does not name these). */
  files: { [chunkId: string]: string };
}

/**
 * The written form: the sidebars, then one entry per page: `[routePath, title, module, chunks, filePath?, fields?]`,
 * where a chunk only pages load is `[id, file]` (its file without the folder and `.js` most chunks share), `filePath`
 * is null when it is the usual one, and `fields` the record's fields that differ from the usual ones.
 */
export interface EncodedTable {
  key: string;
  sidebars: { [key: string]: Json[] };
  pages: Json[][];
}

const CHUNK_DIR = 'static/js/async/';
const SCRIPT = '.js';

/** The language of a section key. */
const langOf = (key: string) => key.slice(0, key.indexOf('/'));

/** A route path with its language segment: `/zh/guide/` stays, `/guide/` in `en` becomes `en/guide/`. */
const withLang = (path: string, lang: string) => (path.startsWith(`/${lang}/`) || !lang ? path.slice(1) : `${lang}${path}`);

/** The usual source path of a page: `en/guide/start/index.mdx` for /guide/start/. */
export const usualFilePath = (routePath: string, lang: string) => `${withLang(routePath, lang)}${routePath.endsWith('/') ? 'index' : ''}.mdx`;

/** The usual `_fileKey` of a sidebar entry: `en/config/test/bail` for the link /config/test/bail.html. */
export const usualFileKey = (link: string, lang: string) => withLang(link, lang).replace(/\.html$/, '');

/** The usual fields of a record in the section's language. */
const usualFields = (lang: string): { [key: string]: Json } => ({ lang, version: '', toc: [], frontmatter: {} });

const same = (a: Json | undefined, b: Json) => JSON.stringify(a) === JSON.stringify(b);

function mapEntries(entries: Json[], lang: string, change: (entry: { [key: string]: Json }, lang: string) => void): Json[] {
  return entries.map((entry) => {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return entry;
    const copy = { ...entry };
    change(copy, lang);
    if (Array.isArray(copy.items)) copy.items = mapEntries(copy.items, lang, change);
    return copy;
  });
}

/** Leaves out the `_fileKey` of a sidebar entry when it is the usual one; marks an entry with a link and none. */
function shortenEntry(entry: { [key: string]: Json }, lang: string) {
  if (typeof entry.link !== 'string') return;
  if (!('_fileKey' in entry)) entry._fileKey = null;
  else if (entry._fileKey === usualFileKey(entry.link, lang)) delete entry._fileKey;
}

function restoreEntry(entry: { [key: string]: Json }, lang: string) {
  if (typeof entry.link !== 'string') return;
  if (entry._fileKey === null) delete entry._fileKey;
  else if (!('_fileKey' in entry)) entry._fileKey = usualFileKey(entry.link, lang);
}

export function encodeTable(table: SectionTable): EncodedTable {
  const lang = langOf(table.key);
  const records = new Map(table.pages.map((page) => [page.routePath, page]));
  const usual = usualFields(lang);
  const pages = table.routes.map(([routePath, filePath, module, chunks]) => {
    const record = records.get(routePath);
    if (!record) throw new Error(`sections: no page record for ${routePath}`);
    const { routePath: _routePath, title, ...rest } = record;
    const fields: { [key: string]: Json } = {};
    for (const [name, value] of Object.entries(rest)) if (!same(value, usual[name] ?? null) || !(name in usual)) fields[name] = value;
    // A field the record lacks but usually has is marked, so that it is not put back.
    for (const name of Object.keys(usual)) if (!(name in rest)) fields[name] = null;
    const chunkEntries: Json[] = chunks.map((id) => {
      const file = table.files[String(id)];
      if (file === undefined) return id;
      return [id, file.startsWith(CHUNK_DIR) && file.endsWith(SCRIPT) ? file.slice(CHUNK_DIR.length, -SCRIPT.length) : `/${file}`];
    });
    const entry: Json[] = [routePath, title, module, chunkEntries];
    const ownFilePath = filePath === usualFilePath(routePath, lang) ? null : filePath;
    if (ownFilePath !== null || Object.keys(fields).length) entry.push(ownFilePath);
    if (Object.keys(fields).length) entry.push(fields);
    return entry;
  });
  const sidebars = Object.fromEntries(Object.entries(table.sidebars).map(([key, entries]) => [key, mapEntries(entries, lang, shortenEntry)]));
  return { key: table.key, sidebars, pages };
}

export function decodeTable(encoded: EncodedTable): SectionTable {
  const lang = langOf(encoded.key);
  const table: SectionTable = { key: encoded.key, sidebars: {}, pages: [], routes: [], files: {} };
  for (const [key, entries] of Object.entries(encoded.sidebars)) table.sidebars[key] = mapEntries(entries, lang, restoreEntry);
  for (const entry of encoded.pages) {
    const [routePath, title, module, chunkEntries, filePath, fields] = entry as [string, string, ChunkId, Json[], string | null | undefined, { [key: string]: Json } | undefined];
    const record: { [key: string]: Json } = { title, routePath, ...usualFields(lang) };
    for (const [name, value] of Object.entries(fields ?? {})) {
      if (value === null && name in record) delete record[name];
      else record[name] = value;
    }
    table.pages.push(record as PageRecord);
    const chunks = chunkEntries.map((chunk) => {
      if (!Array.isArray(chunk)) return chunk as ChunkId;
      const [id, file] = chunk as [ChunkId, string];
      table.files[String(id)] = file.startsWith('/') ? file.slice(1) : `${CHUNK_DIR}${file}${SCRIPT}`;
      return id;
    });
    table.routes.push([routePath, filePath ?? usualFilePath(routePath, lang), module, chunks]);
  }
  return table;
}
