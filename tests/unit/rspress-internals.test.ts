/**
 * The site's couplings to Rspress (and React) internals, site/rspressInternals.ts, checked against the installed
 * packages: a file, export, override, class name… that an upgrade removed or renamed fails here, named, instead of
 * silently turning an override or a style off. And the list is complete: our code's `@rspress/core/dist/` paths,
 * `rp-*` / `rspress-*` names, `--shiki-*` variables, virtual modules, React keys and theme overrides must be listed.
 *
 * RSTEST_DOCS_RSPRESS_DIR (a copy of @rspress/core) and RSTEST_DOCS_REACT_DOM_DIR (of react-dom) check other copies
 * than the installed ones: copy a package to /tmp, rename something in it, and see this fail.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { HOW_CHECKED, NOT_OVERRIDES, OWN_RP_NAMES, OWN_VIRTUAL_MODULES, RSPRESS_INTERNALS, type RspressInternal } from '../../site/rspressInternals';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const RSPRESS = process.env.RSTEST_DOCS_RSPRESS_DIR ?? path.dirname(require.resolve('@rspress/core/package.json'));
const REACT_DOM = process.env.RSTEST_DOCS_REACT_DOM_DIR ?? path.dirname(require.resolve('react-dom/package.json'));

const read = (file: string) => readFileSync(file, 'utf8');

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : filesUnder(file, keep);
    return keep(file) ? [file] : [];
  });
}

/** The folder of a package as Rspress finds it (a nested copy first), else as the site does. */
function packageDir(name: string): string {
  if (name === '@rspress/core') return RSPRESS;
  if (name === 'react-dom') return REACT_DOM;
  for (const base of [RSPRESS, REPO_ROOT]) {
    for (let dir = base; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules', name);
      if (existsSync(path.join(candidate, 'package.json'))) return candidate;
      if (path.dirname(dir) === dir) break;
    }
  }
  throw new Error(`package ${name} not found`);
}

/** A path of the list: `dist/…` inside @rspress/core, or `<package>/<file>`. */
function resolveListed(file: string): string {
  if (file.startsWith('dist/')) return path.join(RSPRESS, file);
  const parts = file.split('/');
  const name = file.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return path.join(packageDir(name), file.slice(name.length + 1));
}

/** The file a module of the list stands for: a dist file, a package subpath (its `exports`), or a package. */
function moduleFile(from: string): string {
  if (from.startsWith('dist/')) return path.join(RSPRESS, from);
  if (from.startsWith('@rspress/core/')) {
    const target = JSON.parse(read(path.join(RSPRESS, 'package.json'))).exports[`./${from.slice('@rspress/core/'.length)}`];
    return path.join(RSPRESS, typeof target === 'string' ? target : (target.default ?? target.import));
  }
  const dir = packageDir(from);
  const { exports, module, main } = JSON.parse(read(path.join(dir, 'package.json')));
  const root = exports?.['.'];
  return path.join(dir, (typeof root === 'string' ? root : (root?.default ?? root?.import)) ?? module ?? main ?? 'index.js');
}

/** The names an ES module exports, following its relative `export * from`. */
function exportedNames(file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(file) || !existsSync(file)) return names;
  seen.add(file);
  const text = read(file);
  for (const [, list] of text.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of list.split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name) names.add(name);
    }
  }
  for (const [, name] of text.matchAll(/export\s+(?:async\s+)?(?:function\*?|class|const|let|var)\s+([\w$]+)/g)) names.add(name);
  for (const [, from] of text.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)) {
    if (from.startsWith('.')) for (const name of exportedNames(path.resolve(path.dirname(file), from), seen)) names.add(name);
  }
  return names;
}

/** The names a module imports from each specifier: `import { a, b as c } from "x"` → x: [a, b]. */
function namedImports(text: string): [from: string, names: string[]][] {
  return [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)].map(([, list, from]) => [
    from,
    list.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]).filter(Boolean),
  ]);
}

const DIST = path.join(RSPRESS, 'dist');
const distFiles = filesUnder(DIST, (file) => /\.(js|css)$/.test(file) && !file.includes(`${path.sep}eject-theme${path.sep}`));
const distText = new Map(distFiles.map((file) => [file, read(file)]));
/** Whole-word tokens (class names, custom properties, keys) of dist's JS, of its CSS, and of both. */
const tokensOf = (files: string[]) => new Set(files.flatMap((file) => distText.get(file)?.match(/[\w$-]+/g) ?? []));
const distJsTokens = tokensOf(distFiles.filter((file) => file.endsWith('.js')));
const distTokens = tokensOf(distFiles);
const distNodeJs = distFiles.filter((file) => file.startsWith(path.join(DIST, 'node') + path.sep) && file.endsWith('.js'));
const quotedIn = (files: string[], name: string) =>
  files.some((file) => ['"', "'", '`'].some((quote) => distText.get(file)?.includes(`${quote}${name}${quote}`)));
const rel = (file: string) => path.relative(RSPRESS, file).split(path.sep).join('/');

/** What is wrong with one entry of the list, in words (empty: it holds). */
function problemsOf(entry: RspressInternal): string[] {
  const problems: string[] = [];
  const label = `${entry.kind} ${entry.name}`;
  const fail = (what: string) => problems.push(`${label}: ${what}`);
  switch (entry.kind) {
    case 'file':
      if (!existsSync(path.join(RSPRESS, entry.name))) fail('the file is gone from @rspress/core');
      else if (entry.replacedBy) {
        // Every import of the file gets our module: it must export whatever the file exports.
        const ours = exportedNames(path.join(REPO_ROOT, entry.replacedBy));
        const lacking = [...exportedNames(path.join(RSPRESS, entry.name))].filter((name) => !ours.has(name));
        if (lacking.length) fail(`${entry.replacedBy}, which replaces it, does not export ${lacking.join(', ')}`);
      }
      break;
    case 'export': {
      const file = moduleFile(entry.from ?? '');
      if (!existsSync(file)) fail(`its module ${entry.from} is gone`);
      else if (!exportedNames(file).has(entry.name)) fail(`${entry.from} no longer exports it`);
      break;
    }
    case 'override': {
      if (!exportedNames(moduleFile('@rspress/core/theme-original')).has(entry.name)) {
        fail('@rspress/core/theme-original no longer exports it: our override replaces nothing');
      }
      if (!entry.importedBy?.length) fail('no Rspress file is named that takes it from @rspress/core/theme');
      for (const file of entry.importedBy ?? []) {
        const text = existsSync(path.join(RSPRESS, file)) ? read(path.join(RSPRESS, file)) : '';
        const fromTheme = namedImports(text).some(([from, names]) => from === '@rspress/core/theme' && names.includes(entry.name));
        if (!fromTheme) fail(`${file} no longer imports it from '@rspress/core/theme': it would not get ours`);
      }
      const relative = [...distText]
        .filter(([file]) => file.endsWith('.js') && /[\\/]dist[\\/](theme|runtime)[\\/]/.test(file))
        .filter(([, text]) => namedImports(text).some(([from, names]) => from.startsWith('.') && names.includes(entry.name)))
        .map(([file]) => rel(file))
        .filter((file) => !entry.relativeImports?.[file]);
      if (relative.length) fail(`imported by a relative path (bypassing ours) in ${relative.join(', ')}`);
      for (const file of Object.keys(entry.relativeImports ?? {})) {
        if (!existsSync(path.join(RSPRESS, file))) fail(`${file} (listed as importing it relatively) is gone`);
      }
      break;
    }
    case 'aliased-import': {
      const importers = [...distText].filter(([file, text]) => file.endsWith('.js') && text.includes(`from "${entry.name}"`));
      if (!importers.length) fail("no file of Rspress's theme imports it any more: the alias catches nothing");
      break;
    }
    case 'package': {
      const resolveFrom = (base: string) => require.resolve(entry.name, { paths: [base, REPO_ROOT] });
      if (resolveFrom(RSPRESS) !== resolveFrom(REPO_ROOT)) fail('Rspress and the site load different copies of it');
      break;
    }
    case 'css-class':
      if (!distTokens.has(entry.name)) fail("no longer in Rspress's JS or CSS");
      break;
    case 'css-variable':
      if (!distTokens.has(entry.name)) fail("no longer in Rspress's CSS or JS");
      break;
    case 'cache-group':
      if (!distNodeJs.some((file) => new RegExp(`cacheGroups:\\s*\\{[\\s\\S]*?\\b${entry.name}:\\s*\\{`).test(distText.get(file) ?? ''))) {
        fail("Rspress's bundler config no longer declares this cache group");
      }
      break;
    case 'virtual-module':
      if (!quotedIn(distNodeJs, entry.name)) fail('Rspress no longer declares this virtual module');
      break;
    case 'page-meta':
      if (!distJsTokens.has(entry.name)) fail("no longer in Rspress's JS");
      break;
    case 'dom-id':
    case 'storage-key':
      if (!quotedIn(distFiles, entry.name)) fail("no longer in Rspress's JS");
      break;
    case 'build-define':
      if (!distNodeJs.some((file) => distText.get(file)?.includes(`'import.meta.env.${entry.name}'`))) fail('Rspress no longer defines it');
      break;
    case 'build-output':
      if (!entry.evidence?.length && !entry.checkedBy) fail('a build-output entry needs evidence or a test that checks it');
      if (entry.checkedBy && !existsSync(path.join(REPO_ROOT, entry.checkedBy))) fail(`its test ${entry.checkedBy} does not exist`);
      break;
    case 'react-key': {
      const client = path.join(REACT_DOM, 'cjs/react-dom-client.production.js');
      if (!existsSync(client) || !read(client).includes(entry.name)) fail("no longer in react-dom's client build");
      break;
    }
  }
  for (const { file, text } of entry.evidence ?? []) {
    const full = resolveListed(file);
    const content = existsSync(full) ? read(full) : undefined;
    if (content === undefined) fail(`${file} is gone`);
    else if (typeof text === 'string' ? !content.includes(text) : !text.test(content)) fail(`${file} no longer has ${String(text)}`);
  }
  // A user must still name what it relies on (a file by its base name), so that the list does not go stale.
  const named = entry.kind === 'file' ? path.basename(entry.name).replace(/\.(js|css)$/, '') : entry.name;
  const literal = !['override', 'aliased-import', 'package', 'build-output', 'cache-group'].includes(entry.kind);
  for (const user of entry.users) {
    const file = path.join(REPO_ROOT, user);
    if (!existsSync(file)) fail(`its user ${user} does not exist (update the list)`);
    else if (literal && !read(file).includes(named)) fail(`its user ${user} no longer mentions ${named} (update the list)`);
  }
  return problems;
}

describe('Rspress internals the site relies on (site/rspressInternals.ts)', () => {
  test('every entry has a known kind, users and a reason, and is listed once', () => {
    const seen = new Set<string>();
    for (const entry of RSPRESS_INTERNALS) {
      const key = `${entry.kind} ${entry.from ?? ''} ${entry.name}`;
      expect(HOW_CHECKED[entry.kind], key).toBeTruthy();
      expect(entry.users.length, key).toBeGreaterThan(0);
      expect(entry.why, key).toBeTruthy();
      expect(seen.has(key), `${key} is listed twice`).toBe(false);
      seen.add(key);
    }
  });

  test.each(RSPRESS_INTERNALS.map((entry) => [`${entry.kind} ${entry.name}`, entry] as const))(
    '%s still exists in the installed packages',
    (_label, entry) => {
      expect(problemsOf(entry)).toEqual([]);
    },
  );

  test('names with the rp- prefix that are ours are not Rspress\'s', () => {
    expect(Object.keys(OWN_RP_NAMES).filter((name) => distTokens.has(name))).toEqual([]);
  });
});

/** Our code: what the completeness checks scan. The list itself is left out. */
const SCANNED = [
  ...['theme', 'plugins', 'site', 'scripts'].flatMap((dir) => filesUnder(path.join(REPO_ROOT, dir), (file) => /\.(tsx?|mjs|js|css)$/.test(file))),
  path.join(REPO_ROOT, 'rspress.config.ts'),
].filter((file) => !file.endsWith(`site${path.sep}rspressInternals.ts`));
const TESTS = filesUnder(path.join(REPO_ROOT, 'tests/unit'), (file) => /\.tsx?$/.test(file)).filter(
  (file) => !file.endsWith('rspress-internals.test.ts'),
);
const relRepo = (file: string) => path.relative(REPO_ROOT, file).split(path.sep).join('/');
const listed = (kinds: RspressInternal['kind'][]) =>
  new Set(RSPRESS_INTERNALS.filter((entry) => kinds.includes(entry.kind)).map((entry) => entry.name));

/** Each match of `pattern` (its first group, or the whole match) in `files` that is not in `known`, with its file. */
function unlisted(files: string[], pattern: RegExp, known: Set<string>): string[] {
  const missing = new Set<string>();
  for (const file of files) {
    for (const match of read(file).matchAll(pattern)) {
      const name = match.slice(1).find(Boolean) ?? match[0];
      if (!known.has(name)) missing.add(`${name} (${relRepo(file)})`);
    }
  }
  return [...missing].sort();
}

describe('the list is complete', () => {
  test('every @rspress/core/dist path in our code and unit tests is a listed file', () => {
    const pattern = /@rspress\/core\/(dist\/[\w./~-]+\w)|["'`](dist\/(?:theme|runtime|node)\/[\w./~-]+\w)["'`]/g;
    expect(unlisted([...SCANNED, ...TESTS], pattern, listed(['file']))).toEqual([]);
  });

  test('every rp-* / rspress-* class name and --rp-* / --shiki-* variable in our theme, plugins and scripts is listed', () => {
    // Not a file name or path segment (rspress-logo.svg, tests/unit/rspress-internals.test.ts).
    const pattern = /(?<![\w/-])(?:(?:--)?(?:rp|rspress)-|--shiki-|__rspress_)[A-Za-z0-9_]+(?:-+[A-Za-z0-9_]+)*(?![\w-]|\.(?:svg|png|m?js|tsx?|css|json)\b)/g;
    const known = new Set([
      ...listed(['css-class', 'css-variable', 'dom-id', 'storage-key']),
      ...Object.keys(OWN_RP_NAMES),
    ]);
    expect(unlisted(SCANNED, pattern, known)).toEqual([]);
  });

  test('every virtual module and React private key our code uses is listed', () => {
    expect(unlisted(SCANNED, /["'](virtual-[\w-]+)["']/g, new Set([...listed(['virtual-module']), ...Object.keys(OWN_VIRTUAL_MODULES)]))).toEqual([]);
    expect(unlisted(SCANNED, /__react[A-Z][A-Za-z]*/g, listed(['react-key']))).toEqual([]);
  });

  test("every name theme/index.tsx exports in place of Rspress's is a listed override", () => {
    const ours = [...read(path.join(REPO_ROOT, 'theme/index.tsx')).matchAll(/export\s*\{([^}]*)\}\s*from/g)].flatMap(([, list]) =>
      list.split(',').map((part) => part.trim().split(/\s+as\s+/).pop() ?? '').filter(Boolean),
    );
    const rspress = exportedNames(moduleFile('@rspress/core/theme-original'));
    const overrides = listed(['override']);
    expect(ours.filter((name) => rspress.has(name) && !overrides.has(name) && !(name in NOT_OVERRIDES))).toEqual([]);
  });

  test('every name imported from @rspress/shared is a listed export', () => {
    const known = new Set(RSPRESS_INTERNALS.filter((entry) => entry.from === '@rspress/shared').map((entry) => entry.name));
    const missing = SCANNED.flatMap((file) =>
      namedImports(read(file))
        .filter(([from]) => from === '@rspress/shared')
        .flatMap(([, names]) => names.filter((name) => !name.startsWith('type ') && !known.has(name)).map((name) => `${name} (${relRepo(file)})`)),
    );
    expect(missing).toEqual([]);
  });
});
