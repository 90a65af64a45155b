// Which section a path belongs to, the same at build time (plugins/sections.ts writes one table per section) and in
// the browser (theme/Sections/sections.ts loads the table a path needs): a section is a language and the first
// segment of the path after it, `en/config` for /config/test/bail, `zh/guide` for /zh/guide/start/, `en/` for /.

/**
 * A path as Rspress's client router compares it (its `normalizeRoutePath`): decoded, without query and hash, a
 * trailing `.html` dropped, a trailing `/index` made `/`, in lower case.
 */
export function normalizeRoutePath(routePath: string): string {
  return decodeURIComponent(routePath)
    .replace(/[?#].*$/, '')
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .toLowerCase();
}

/** The section of a path: `<lang>/<first segment>`, in lower case (the router ignores case). */
export function sectionKeyOf(routePath: string, defaultLang: string, langs: readonly string[]): string {
  const parts = normalizeRoutePath(routePath).split('/').filter(Boolean);
  const lang = parts[0] !== undefined && parts[0] !== defaultLang && langs.includes(parts[0]) ? parts.shift()! : defaultLang;
  return `${lang}/${parts[0] ?? ''}`;
}

/**
 * A file name for a section's table: `en~config`, `zh` for the Chinese home page's. Any character but a-z, 0-9 and
 * `-` is written `_<hex>_`, so that two sections never share a name.
 */
export function sectionFileOf(key: string): string {
  const safe = (part: string) => part.replace(/[^a-z0-9-]/g, (char) => `_${char.codePointAt(0)!.toString(16)}_`);
  const [lang, segment] = [key.slice(0, key.indexOf('/')), key.slice(key.indexOf('/') + 1)];
  const base = safe(lang) || '_';
  return segment ? `${base}~${safe(segment)}` : base;
}
