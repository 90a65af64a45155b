/**
 * The Config reference states facts about @rstest/core: each option's type, default and CLI flag, and the
 * defaults of the build sub-options. These tests hold every stated fact against the installed package, so a
 * change in @rstest/core turns them red instead of leaving the pages wrong.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRstest } from '@rstest/core/api';
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { readCli } from './utils/cli';
import {
  acceptedKeys,
  BUILD_OPTIONS,
  blockTitle,
  declaredProperty,
  declaredTypeAlias,
  evaluateDefault,
  FIXTURES_DIR,
  matchesStated,
  namedFlags,
  normaliseType,
  optionMetas,
  optionPages,
  pageBody,
  resolveDefaults,
  sidebarPages,
  subKeyId,
  subKeySections,
  RSBUILD_CONFIG_DTS,
  RSBUILD_CONFIG_INTERFACE,
  RSTEST_DTS,
  subOptionRows,
} from './utils/config-pages';
import { memberAt, objectMembers } from './utils/declared-types';
import { codeBlocks, DOCS_ROOT, headings, LANGS, readDoc, REPO_ROOT, withoutComments } from './utils/docs';
import { runRstest } from './utils/run-rstest';

const pages = optionPages();
/** Pages with both twins (a missing twin fails 'each option page has its twin' instead of every test below). */
const twinned = pages.filter((page) => existsSync(path.join(DOCS_ROOT, 'zh', page.file)));
const testPages = twinned.filter((page) => page.group === 'test');
const cliFlags = new Set(readCli().flatMap((command) => command.flags.flatMap((flag) => flag.names)));
/** A flag `rstest --help` lists, or one below a wildcard it lists (`--browser.providerOptions.*`). */
const isKnownFlag = (flag: string) =>
  cliFlags.has(flag) || [...cliFlags].some((known) => known.endsWith('.*') && flag.startsWith(known.slice(0, -1)) && flag.length > known.length - 1);
/** Every option RstestConfig declares, read from the package: the list of what must be documented. */
const declaredOptions = (objectMembers('RstestConfig') ?? []).map((member) => member.name);

describe('every option has its page', () => {
  test('RstestConfig declares the options (sanity check of the reader)', () => {
    expect(declaredOptions).toContain('testTimeout');
    expect(declaredOptions.length).toBeGreaterThan(40);
  });

  test('every declared test option has a page under config/test/, every build option under config/build/', () => {
    const documented = pages.map((page) => `${page.group}/${page.name}`).sort();
    const expected = declaredOptions.map((name) => `${BUILD_OPTIONS.includes(name) ? 'build' : 'test'}/${name}`).sort();
    expect(documented).toEqual(expected);
  });

  test.each(LANGS)('%s: each option page has its twin', (lang) => {
    for (const page of pages) expect({ page: page.file, exists: existsSync(path.join(DOCS_ROOT, lang, page.file)) }).toEqual({ page: page.file, exists: true });
  });

  test.each(LANGS)('%s: the sidebar lists every option page once, in the same order in both languages', (lang) => {
    for (const group of ['test', 'build'] as const) {
      const listed = sidebarPages(lang, group);
      expect([...listed].sort()).toEqual(pages.filter((page) => page.group === group).map((page) => page.name).sort());
      expect(listed).toEqual(sidebarPages('en', group));
    }
    expect(JSON.parse(readDoc(lang, 'config/_meta.json')).map((item: { name: string }) => item.name)).toEqual(['index', 'test', 'build']);
  });
});

/** The config Rstest resolves when the user sets nothing, read through its public API. */
let resolvedDefaults: Awaited<ReturnType<typeof createRstest>>['context']['config'];
let emptyProjectDir: string;

beforeAll(() => {
  emptyProjectDir = mkdtempSync(path.join(os.tmpdir(), 'rstest-defaults-'));
  resolvedDefaults = resolveDefaults(emptyProjectDir) as typeof resolvedDefaults;
});

afterAll(() => rmSync(emptyProjectDir, { recursive: true, force: true }));

/**
 * The resolved value in the shape the pages state it. Rstest normalises a few options: `exclude` gains its
 * own output folder (documented separately) and `testEnvironment` becomes `{ name }`.
 */
function resolvedDefault(option: string): unknown {
  const config = resolvedDefaults;
  if (option === 'exclude') {
    const outputFolder = `**/${config.output.distPath.root}`;
    return config.exclude.patterns.filter((pattern) => pattern !== outputFolder);
  }
  if (option === 'testEnvironment') return config.testEnvironment.name;
  return (config as unknown as Record<string, unknown>)[option];
}

/**
 * The snapshot format Rstest's snapshot layer applies over pretty-format's own defaults (the `@default` tags of the
 * declared type), read from the package's code: its serializer's constants and SnapshotState's defaults.
 */
const SNAPSHOT_FORMAT_DEFAULTS: Record<string, unknown> = (() => {
  const distDir = path.join(REPO_ROOT, 'node_modules/@rstest/core/dist');
  const source = readdirSync(distDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(distDir, file), 'utf8'))
    .find((code) => code.includes('this._snapshotFormat = {'));
  if (!source) throw new Error('no snapshot state in @rstest/core/dist');
  const constants = Object.fromEntries(
    [...source.matchAll(/^const (escapeRegex|printFunctionName) = (true|false);$/gm)].map((m) => [m[1], m[2] === 'true']),
  );
  const stateDefaults = /this\._snapshotFormat = \{([^}]*?)\.\.\.options\.snapshotFormat/.exec(source)?.[1] ?? '';
  return { ...constants, ...new Function(`return {${stateDefaults}};`)() };
})();

/** The resolved value at a sub-key path, with the same normalisations as resolvedDefault. */
function resolvedSubDefault(option: string, subPath: string[]): unknown {
  if (option === 'snapshotFormat' && subPath.length === 1 && (resolvedDefaults.snapshotFormat as Record<string, unknown>)[subPath[0]] === undefined) {
    return SNAPSHOT_FORMAT_DEFAULTS[subPath[0]];
  }
  let value: unknown = option === 'exclude' || option === 'testEnvironment' ? (resolvedDefaults as unknown as Record<string, unknown>)[option] : resolvedDefault(option);
  if (option === 'exclude' && subPath[0] === 'patterns') return resolvedDefault('exclude');
  for (const key of subPath) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/**
 * Whether a stated sub-key default is the one Rstest applies: the resolved value, a path relative to root
 * (`'./coverage'`) for a resolved absolute path, or, where Rstest resolves nothing and applies the declared
 * `@default` later, that declared value.
 */
function subDefaultMatches(stated: string, resolved: unknown, declaredDefault: string | undefined): boolean {
  const value = evaluateDefault(stated, emptyProjectDir);
  if (typeof value === 'string' && value.startsWith('./') && typeof resolved === 'string') {
    return path.resolve(emptyProjectDir, value) === resolved;
  }
  if (resolved === undefined && declaredDefault !== undefined) {
    let declared: unknown;
    try {
      declared = evaluateDefault(declaredDefault, emptyProjectDir);
    } catch {
      // A prose @default ("Inferred from CI environment…"): nothing to compare the statement with.
      return value === undefined;
    }
    return JSON.stringify(value) === JSON.stringify(declared);
  }
  return JSON.stringify(value) === JSON.stringify(resolved);
}

/** Options whose object form must document every member (and the members of named object members). */
const OBJECT_OPTIONS = ['pool', 'coverage', 'browser', 'expect', 'chaiConfig', 'snapshotFormat', 'testEnvironment', 'exclude'];

/** Every dotted sub-key an object option declares, nested object types included (e.g. coverage.thresholds.lines). */
function declaredSubKeys(option: string): string[][] {
  const walk = (typeText: string | undefined, prefix: string[]): string[][] =>
    (typeText === undefined ? [] : (objectMembers(typeText) ?? [])).flatMap((member) => [
      [...prefix, member.name],
      ...walk(member.declaration ?? member.type, [...prefix, member.name]),
    ]);
  const declared = memberAt('RstestConfig', [option]);
  return walk(declared?.declaration ?? declared?.type, []);
}

describe.each(testPages)('$file: sub-keys', ({ name, file }) => {
  const sections = Object.fromEntries(LANGS.map((lang) => [lang, subKeySections(pageBody(lang, file), name)]));
  const declared = memberAt('RstestConfig', [name]);
  const optionType = declared?.declaration ?? declared?.type ?? '';

  if (OBJECT_OPTIONS.includes(name)) {
    test('every member its object form declares has a heading', () => {
      const documented = sections.en.map((section) => section.path.join('.'));
      expect(declaredSubKeys(name).map((key) => key.join('.')).filter((key) => !documented.includes(key))).toEqual([]);
    });
  }

  test('both languages have the same sub-key headings and OptionMeta', () => {
    expect(sections.zh).toEqual(sections.en);
  });

  test.each(sections.en.map((section) => [section.path.join('.'), section] as const))('%s: declared, with its id, type and default', (_, section) => {
    const member = memberAt(optionType, section.path);
    expect({ key: section.path.join('.'), declared: member !== undefined }).toEqual({ key: section.path.join('.'), declared: true });
    expect(section.id).toBe(subKeyId(name, section.path));
    expect(section.meta).toBeDefined();
    // Members of an opaque type (Chai's config) have no declared type here to compare with.
    if (member?.type !== undefined) expect(normaliseType(section.meta?.type ?? '')).toBe(member.type);
    const stated = section.meta?.default;
    expect(stated).toBeDefined();
    const resolved = resolvedSubDefault(name, section.path);
    expect({ key: section.path.join('.'), stated, matches: subDefaultMatches(stated ?? '', resolved, member?.defaultTag) }).toEqual({
      key: section.path.join('.'),
      stated,
      matches: true,
    });
    if (section.meta?.cli) expect(isKnownFlag(section.meta.cli)).toBe(true);
  });
});

describe.each(twinned)('$file', ({ group, name, file }) => {
  const bodies = Object.fromEntries(LANGS.map((lang) => [lang, pageBody(lang, file)]));
  const [meta] = optionMetas(bodies.en);
  // Build pages document their Rsbuild sub-options in tables (below), not with an OptionMeta each.
  const subKeyCount = group === 'test' ? subKeySections(bodies.en, name).length : 0;

  test.each(LANGS)('%s: the h1 is the option name, followed by its OptionMeta', (lang) => {
    const body = bodies[lang];
    expect(headings(body).filter((h) => h.depth === 1).map((h) => h.text)).toEqual([name]);
    // One OptionMeta for the option, one below each sub-key heading.
    expect(optionMetas(body)).toHaveLength(1 + subKeyCount);
    const afterTitle = body.slice(body.indexOf(`# ${name}\n`) + name.length + 3).trimStart();
    expect(afterTitle.startsWith('<OptionMeta ')).toBe(true);
  });

  test('both languages state the same type, default and CLI flag', () => {
    expect(optionMetas(bodies.zh)).toEqual(optionMetas(bodies.en));
  });

  test('the type is the one index.d.ts declares', () => {
    expect(normaliseType(meta.type)).toBe(declaredProperty(RSTEST_DTS, 'RstestConfig', name).type);
  });

  test('the default is the one Rstest applies', () => {
    expect(meta.default).toBeDefined();
    // An object option whose sub-keys each state their default may say "see below" with an em dash.
    if (meta.default === '—' && subKeyCount > 0) return;
    expect(evaluateDefault(meta.default ?? '', emptyProjectDir)).toEqual(resolvedDefault(name));
  });

  test('the CLI flag exists in rstest --help', () => {
    if (meta.cli) expect(cliFlags.has(meta.cli)).toBe(true);
    // Options without a flag must say so by omission, not by a flag that `rstest --help` lacks.
    expect(cliFlags.has(`--${name}`)).toBe(meta.cli === `--${name}`);
  });

  test.each(LANGS)('%s: every flag named in inline code exists in the CLI', (lang) => {
    const flags = namedFlags(bodies[lang], codeBlocks(bodies[lang]));
    expect(flags.filter((flag) => !isKnownFlag(flag))).toEqual([]);
  });

  const fixtureDir = path.join(FIXTURES_DIR, name);

  if (group === 'test') {
    test('a runnable fixture backs the page', () => {
      expect(existsSync(path.join(fixtureDir, 'rstest.config.ts'))).toBe(true);
    });
  }

  // A page's second example may be a fixture of its own, named after the option: tests/examples/config/<option>-<case>/
  // (exclude-override/ for the exclude page's `exclude.override` example).
  const fixtureDirs = existsSync(FIXTURES_DIR)
    ? [fixtureDir, ...readdirSync(FIXTURES_DIR).filter((dir) => dir.startsWith(`${name}-`)).map((dir) => path.join(FIXTURES_DIR, dir))]
    : [fixtureDir];

  test.each(LANGS)('%s: every code block titled with a file name shows that fixture file, verbatim', (lang) => {
    const shown = codeBlocks(bodies[lang])
      .map((block) => ({ title: blockTitle(block.meta), code: block.code }))
      .filter((block): block is { title: string; code: string } => Boolean(block.title));
    if (existsSync(fixtureDir)) expect(shown.map((block) => block.title)).toContain('rstest.config.ts');
    for (const { title, code } of shown) {
      const file = fixtureDirs.map((dir) => path.join(dir, title)).find((candidate) => existsSync(candidate));
      expect(file, `${title} is in no fixture of the page (${path.relative(REPO_ROOT, fixtureDir)}/ or ${name}-*/)`).toBeDefined();
      const fixture = readFileSync(file ?? '', 'utf8');
      if (lang === 'en') expect(code.trim(), title).toBe(fixture.trim());
      else expect(withoutComments(code), title).toBe(withoutComments(fixture));
    }
  });

  test.each(LANGS)('%s: `type X = …` blocks copy the declarations of index.d.ts', (lang) => {
    const aliases = codeBlocks(bodies[lang])
      .filter((block) => block.lang === 'ts')
      .flatMap((block) => [...block.code.matchAll(/^type (\w+) = /gm)].map((m) => ({ name: m[1], code: block.code.slice(m.index) })));
    for (const alias of aliases) {
      expect(declaredTypeAlias(alias.code, alias.name)).toBe(declaredTypeAlias(RSTEST_DTS, alias.name));
    }
  });
});

test('the testEnvironment page quotes the peer dependency ranges @rstest/core declares', () => {
  const { peerDependencies } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules/@rstest/core/package.json'), 'utf8'));
  for (const lang of LANGS) {
    for (const [name, range] of Object.entries(peerDependencies)) {
      expect(pageBody(lang, 'config/test/testEnvironment.mdx')).toContain(`\`${name}\` \`${range}\``);
    }
  }
});

describe('the testEnvironment page quotes the messages @rstest/core prints for a missing DOM package', () => {
  const distDir = path.join(REPO_ROOT, 'node_modules/@rstest/core/dist');
  const dist = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(distDir, file), 'utf8'));
  /** The package builds these messages in template literals: the page's `jsdom` and `<root>` are `${…}` there. */
  const asTemplate = (message: string) =>
    new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/jsdom|<root>/g, '\\$\\{[^}]+\\}'));

  test.each([
    'jsdom is required for testEnvironment "jsdom". Install it now?',
    'Failed to load testEnvironment "jsdom" dependency: jsdom in <root>, please make sure it is installed.',
  ])('%s', (message) => {
    for (const lang of LANGS) expect(pageBody(lang, 'config/test/testEnvironment.mdx')).toContain(`\`${message}\``);
    expect(dist.some((source) => asTemplate(message).test(source))).toBe(true);
  });
});

describe('build sub-options', () => {
  const buildPages = pages.filter((page) => page.group === 'build' && page.name !== 'plugins');
  /** Rsbuild's resolved config in a test run with no user options, printed by the build-defaults fixture. */
  let observed: Record<string, Record<string, unknown>>;

  beforeAll(() => {
    const { output } = runRstest(path.join(FIXTURES_DIR, 'build-defaults'));
    observed = JSON.parse(/^RSTEST_BUILD_CONFIG (.*)$/m.exec(output)?.[1] ?? 'null');
    expect(observed).not.toBeNull();
  });

  test.each(buildPages)('$file: both languages list the same sub-options, defaults and flags', ({ file }) => {
    expect(subOptionRows(pageBody('zh', file))).toEqual(subOptionRows(pageBody('en', file)));
  });

  test.each(buildPages)('$file: the table lists every sub-option Rstest accepts', ({ name, file }) => {
    const accepted = acceptedKeys(declaredProperty(RSTEST_DTS, 'RstestConfig', name).type);
    const listed = subOptionRows(pageBody('en', file)).map((row) => row.name.split('.')[1]);
    expect(new Set(listed)).toEqual(new Set(accepted));
  });

  test.each(buildPages)('$file: each stated default is the one Rstest uses', ({ name, file }) => {
    for (const row of subOptionRows(pageBody('en', file)).filter((r) => r.default !== undefined)) {
      const key = row.name.split('.')[1];
      const value = observed[name]?.[key];
      // Rsbuild leaves some options unset in its resolved config and applies its declared default when used.
      const declared =
        value === undefined && RSBUILD_CONFIG_INTERFACE[name]
          ? declaredPropertyOrNothing(RSBUILD_CONFIG_INTERFACE[name], key)?.defaultTag
          : undefined;
      const stated = evaluateDefault(row.default ?? '', emptyProjectDir);
      const matches =
        matchesStated(stated, value) || (declared !== undefined && matchesStated(stated, evaluateDefault(declared, emptyProjectDir)));
      expect({ option: row.name, matches }).toEqual({ option: row.name, matches: true });
    }
  });

  test.each(buildPages)('$file: each stated CLI flag exists', ({ file }) => {
    for (const row of subOptionRows(pageBody('en', file)).filter((r) => r.cli !== undefined)) {
      expect({ option: row.name, exists: cliFlags.has(row.cli ?? '') }).toEqual({ option: row.name, exists: true });
    }
  });
});

function declaredPropertyOrNothing(container: string, key: string) {
  try {
    return declaredProperty(RSBUILD_CONFIG_DTS, container, key);
  } catch {
    return undefined;
  }
}
