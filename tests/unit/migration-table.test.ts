/**
 * Holds site/migration.ts (the Jest/Vitest → Rstest lookup table) against the installed packages.
 *
 * Rstest: runtime names are looked up on the live `rstest`, `expect`, `test` and `describe` objects of this very
 * test run, matchers on `expect(…)`, config keys in `RstestConfig` (index.d.ts, through the declared-types
 * helpers), CLI flags and commands in `rstest --help`. A row without an Rstest equivalent (`rstest: null`) must
 * name something Rstest really lacks: no same-named member, key or flag.
 * Jest 30: the `Jest` interface of @jest/environment, the live `jestExpect` of @jest/expect, the globals and test
 * modifiers @jest/globals and @jest/types declare, the config schema of @jest/schemas, `jest --help`.
 * Vitest 5: the live `vi`, `expect` and `test` objects (imported by a child node process: vitest refuses to load
 * into another runner), its `InlineConfig` type (and Vite's config types), `vitest --help`.
 * Links: the page exists in both languages and the anchor is an explicit `{#id}` on the English page.
 * Notes that describe what Rstest does (the mock rows below) are held against one Rstest run of
 * tests/examples/migration-lookup/; the `cli-browser` row against the runs of config-examples/browser.test.ts.
 *
 * Runs three child processes up front, in parallel (rstest/jest/vitest --help) plus one `node` that imports
 * vitest, and one Rstest run of the fixture: a few seconds on a quiet machine.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, rstest, test } from '@rstest/core';
import { MIGRATION_ROWS, type MigrationRow } from '../../site/migration';
import { parseCommands, parseFlags } from './utils/cli';
import { copyWithModules, removeTemporaryDirs, rstestWithReport, statuses, temporaryDir } from './utils/concurrent-runs';
import { acceptedKeys, BUILD_OPTIONS, declaredProperty, RSTEST_DTS } from './utils/config-pages';
import { memberAt } from './utils/declared-types';
import { DOCS_ROOT, REPO_ROOT } from './utils/docs';

const run = promisify(execFile);
const bin = (name: string) => path.join(REPO_ROOT, 'node_modules/.bin', name);
const require = createRequire(import.meta.url);
/** A file of an installed package (read by path: package `exports` hide the .d.ts files from `require.resolve`). */
const NODE_MODULES = path.join(REPO_ROOT, 'node_modules');
const readModuleFile = (file: string) => readFileSync(path.join(NODE_MODULES, file), 'utf8');

const rows = MIGRATION_ROWS;
const ofKind = (kind: MigrationRow['kind']) => rows.filter((row) => row.kind === kind);

// ─── What each tool has ─────────────────────────────────────────────────────────────────────────────────────────

const rstestHelp = run(bin('rstest'), ['--help'], { cwd: REPO_ROOT }).then(({ stdout }) => stdout);
const jestHelp = run(bin('jest'), ['--help'], { cwd: REPO_ROOT }).then(({ stdout }) => stdout);
const vitestHelp = run(bin('vitest'), ['--help'], { cwd: REPO_ROOT }).then(({ stdout }) => stdout);

/** The runtime names (`vi.x`, `expect.x`, `test.x`) and matchers the Vitest rows claim, as the live objects have them. */
const vitestNames = rows.flatMap((row) => (row.vitest && (row.kind === 'runtime' || row.kind === 'matcher') ? [row.vitest] : []));
const vitestLive = run(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `const m = await import('vitest');
const names = ${JSON.stringify(vitestNames)};
const owner = { vi: m.vi, expect: m.expect, test: m.test, describe: m.describe };
const has = (name) => {
  const [head, ...rest] = name.split('.');
  if (rest.length === 0) return name in m.expect(0);
  return head in owner && rest[0] in owner[head];
};
console.log(JSON.stringify(names.filter(has)));`,
  ],
  { cwd: REPO_ROOT },
).then(({ stdout }) => new Set<string>(JSON.parse(stdout)));

/** Flags and commands a cac/yargs help text lists: `-t`, `--testNamePattern`, `run`, … */
function helpNames(help: string): Set<string> {
  const flags = [...help.matchAll(/^\s+((?:-\w, )?--[\w.-]+(?:, --[\w.-]+)?)/gm)].flatMap((m) => m[1].split(/,\s*/));
  return new Set([...flags, ...parseFlags(help).flatMap((flag) => flag.names), ...parseCommands(help)]);
}

/** A flag as cac reads it: `--no-file-parallelism` → `--fileParallelism`, `--inspect-brk` → `--inspectBrk`. */
const camelFlag = (flag: string) => flag.replace(/^--no-/, '--').replace(/(?<=\w)-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The body of `declare interface Name {…}` (or `export declare interface`) in a .d.ts text. */
function interfaceBody(source: string, name: string): string {
  const start = new RegExp(`interface ${name}(?: extends [^{]+)? \\{`).exec(source);
  if (!start) throw new Error(`no interface ${name}`);
  let depth = 1;
  for (let i = start.index + start[0].length; i < source.length; i++) {
    if (source[i] === '{') depth++;
    if (source[i] === '}' && --depth === 0) return source.slice(start.index + start[0].length, i);
  }
  throw new Error(`unterminated interface ${name}`);
}
/** Members declared at the first level of an interface body (two-space or tab indent). */
const members = (body: string) => new Set([...body.matchAll(/^(?: {2}|\t)(?:readonly )?(\w+)\??[(<:]/gm)].map((m) => m[1]));

const JEST_DTS = readModuleFile('@jest/environment/build/index.d.ts');
const jestObject = members(interfaceBody(JEST_DTS, 'Jest'));
const jestTypes = readModuleFile('@jest/types/build/index.d.ts');
const jestTestMembers = new Set(['It', 'ItBase', 'ItConcurrent'].flatMap((name) => [...members(interfaceBody(jestTypes, name))]));
const jestGlobals = new Set(
  [...readModuleFile('@jest/globals/build/index.d.ts').matchAll(/export declare const (\w+)/g)].map((m) => m[1]),
);
const { jestExpect } = require('@jest/expect') as { jestExpect: ((value: unknown) => object) & Record<string, unknown> };
const jestConfigKeys = new Set(Object.keys((require('@jest/schemas') as { InitialOptions: { properties: object } }).InitialOptions.properties));

const vitestChunks = path.join(NODE_MODULES, 'vitest/dist/chunks');
const vitestConfigDts = readdirSync(vitestChunks)
  .filter((file) => file.endsWith('.d.ts'))
  .map((file) => readFileSync(path.join(vitestChunks, file), 'utf8'))
  .find((text) => text.includes('interface InlineConfig {'));
const vitestTestKeys = members(interfaceBody(vitestConfigDts ?? '', 'InlineConfig'));
const VITE_DTS = readModuleFile('vite/dist/node/index.d.ts');

/** Rows whose Jest/Vitest side is not an API name but a behaviour, checked by the migration guides' own tests. */
const BEHAVIOUR_ROWS = new Set(['done-callback']);

// ─── Rstest side ────────────────────────────────────────────────────────────────────────────────────────────────

const liveRstest: Record<string, object> = { rs: rstest, expect, test, describe };

/** Whether `name` (`rs.fn`, `expect.soft`, `test.fails`) exists on the live objects. */
function rstestRuntimeHas(name: string): boolean {
  const [head, ...rest] = name.split('.');
  return rest.length === 1 && head in liveRstest && rest[0] in liveRstest[head];
}

function rstestConfigHas(key: string): boolean {
  const [top, ...rest] = key.split('.');
  if (BUILD_OPTIONS.includes(top) && rest.length > 0) {
    return rest.length === 1 && acceptedKeys(declaredProperty(RSTEST_DTS, 'RstestConfig', top).type).includes(rest[0]);
  }
  return memberAt('RstestConfig', [top, ...rest]) !== undefined;
}

/**
 * The table's size, kind by kind (189 rows today: 81 runtime names, 14 matchers, 61 config keys, 33 CLI flags and
 * commands). Matchers are few because Jest, Vitest and Rstest share most of them: a row is for a name that differs.
 */
const AT_LEAST = { total: 180, runtime: 80, matcher: 10, config: 60, cli: 30 } as const;
const { total, ...AT_LEAST_OF_KIND } = AT_LEAST;

test(`the table has at least ${total} rows (${AT_LEAST.runtime} runtime names, ${AT_LEAST.matcher} matchers, ${AT_LEAST.config} config keys, ${AT_LEAST.cli} CLI flags), with unique anchor-safe ids`, () => {
  expect(rows.length).toBeGreaterThanOrEqual(total);
  const ids = rows.map((row) => row.id);
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  expect(ids.filter((id) => !/^[a-z][a-z0-9-]*$/.test(id))).toEqual([]);
  for (const [kind, least] of Object.entries(AT_LEAST_OF_KIND)) expect(ofKind(kind as MigrationRow['kind']).length, kind).toBeGreaterThanOrEqual(least);
  expect(rows.filter((row) => !row.jest && !row.vitest).map((row) => row.id)).toEqual([]);
  expect(rows.filter((row) => row.rstest === null && !row.note).map((row) => row.id)).toEqual([]);
  expect(rows.filter((row) => row.note && (!row.note.en.trim() || !/[\u4e00-\u9fff]/.test(row.note.zh))).map((row) => row.id)).toEqual([]);
});

describe('every Rstest name exists in @rstest/core 0.12', () => {
  test('runtime names on the live rs, expect, test and describe objects', () => {
    const missing = ofKind('runtime').filter((row) => row.rstest !== null && !rstestRuntimeHas(row.rstest));
    expect(missing.map((row) => `${row.id}: ${row.rstest}`)).toEqual([]);
  });

  test('matchers on expect(value)', () => {
    const assertion = expect(0) as object;
    const missing = ofKind('matcher').filter((row) => row.rstest !== null && !(row.rstest in assertion));
    expect(missing.map((row) => `${row.id}: ${row.rstest}`)).toEqual([]);
  });

  test('config keys in RstestConfig', () => {
    const missing = ofKind('config').filter((row) => row.rstest !== null && !rstestConfigHas(row.rstest));
    expect(missing.map((row) => `${row.id}: ${row.rstest}`)).toEqual([]);
  });

  test('CLI flags and commands in rstest --help', async () => {
    const names = helpNames(await rstestHelp);
    const missing = ofKind('cli').filter((row) => row.rstest !== null && !names.has(row.rstest));
    expect(missing.map((row) => `${row.id}: ${row.rstest}`)).toEqual([]);
  });
});

test('a row without an Rstest equivalent names nothing Rstest has under the same name', async () => {
  const flags = helpNames(await rstestHelp);
  const sameName = rows.filter((row) => row.rstest === null).filter((row) =>
    [row.jest, row.vitest].some((name) => {
      if (!name) return false;
      if (row.kind === 'cli') return flags.has(name) || flags.has(camelFlag(name));
      if (row.kind === 'config') return rstestConfigHas(name.replace(/^test\./, ''));
      const member = name.split('.').pop() ?? name;
      return Object.values(liveRstest).some((object) => member in object) || member in (expect(0) as object);
    }),
  );
  expect(sameName.map((row) => row.id)).toEqual([]);
});

describe('every Jest name exists in Jest 30', () => {
  const claimed = (kind: MigrationRow['kind']) => ofKind(kind).filter((row) => row.jest && !BEHAVIOUR_ROWS.has(row.id));

  test('runtime names: the jest object, expect, the globals and test modifiers', () => {
    const has = (name: string) => {
      const [head, member] = name.split('.');
      if (member === undefined) return jestGlobals.has(head);
      if (head === 'jest') return jestObject.has(member);
      if (head === 'expect') return member in jestExpect;
      if (head === 'test') return jestTestMembers.has(member);
      return false;
    };
    expect(claimed('runtime').filter((row) => !has(row.jest ?? '')).map((row) => `${row.id}: ${row.jest}`)).toEqual([]);
  });

  test('matchers on jestExpect(value)', () => {
    const assertion = jestExpect(0);
    expect(claimed('matcher').filter((row) => !((row.jest ?? '') in assertion)).map((row) => `${row.id}: ${row.jest}`)).toEqual([]);
  });

  test('config keys in the Jest config schema', () => {
    expect(claimed('config').filter((row) => !jestConfigKeys.has(row.jest ?? '')).map((row) => `${row.id}: ${row.jest}`)).toEqual([]);
  });

  test('CLI flags in jest --help', async () => {
    const names = helpNames(await jestHelp);
    expect(claimed('cli').filter((row) => !names.has(row.jest ?? '')).map((row) => `${row.id}: ${row.jest}`)).toEqual([]);
  });
});

describe('every Vitest name exists in Vitest 5', () => {
  const claimed = (kind: MigrationRow['kind']) => ofKind(kind).filter((row) => row.vitest);

  test('runtime names and matchers on the live vi, expect and test objects', async () => {
    const live = await vitestLive;
    const missing = [...claimed('runtime'), ...claimed('matcher')].filter((row) => !live.has(row.vitest ?? ''));
    expect(missing.map((row) => `${row.id}: ${row.vitest}`)).toEqual([]);
  });

  test("config keys: `test.<key>` in InlineConfig, other keys in Vite's config types", () => {
    expect(vitestConfigDts).toBeDefined();
    const has = (name: string) => {
      const [top, ...rest] = name.split('.');
      // Deeper keys (`test.coverage.thresholds`) must be declared somewhere in the config types.
      if (top === 'test') return vitestTestKeys.has(rest[0]) && rest.slice(1).every((key) => new RegExp(`\\b${key}\\?:`).test(vitestConfigDts ?? ''));
      return [top, ...rest].every((key) => new RegExp(`\\b${key}\\?:`).test(VITE_DTS));
    };
    expect(claimed('config').filter((row) => !has(row.vitest ?? '')).map((row) => `${row.id}: ${row.vitest}`)).toEqual([]);
  });

  test('CLI flags in vitest --help', async () => {
    const names = helpNames(await vitestHelp);
    // A dotted flag (`--sequence.shuffle`) belongs to its group's flag (`--sequence <options>`).
    const has = (flag: string) => [flag, camelFlag(flag), camelFlag(flag).split('.')[0]].some((name) => names.has(name));
    expect(claimed('cli').filter((row) => !has(row.vitest ?? '')).map((row) => `${row.id}: ${row.vitest}`)).toEqual([]);
  });
});

describe('every link points to an existing page and explicit anchor', () => {
  const pageFile = (lang: 'en' | 'zh', page: string) =>
    [`${page}.mdx`, `${page}.md`, `${page}/index.mdx`, `${page}/index.md`].map((file) => path.join(DOCS_ROOT, lang, file)).find(existsSync);

  test.each(['en', 'zh'] as const)('%s pages exist', (lang) => {
    const missing = rows.filter((row) => !row.link.startsWith('/') || !pageFile(lang, row.link.split('#')[0]));
    expect(missing.map((row) => `${row.id}: ${row.link}`)).toEqual([]);
  });

  test('anchors are explicit {#id}s on the page', () => {
    const broken = rows.filter((row) => {
      const [page, anchor] = row.link.split('#');
      if (anchor === undefined) return false;
      const file = pageFile('en', page);
      return !file || !readFileSync(file, 'utf8').includes(`{#${anchor}}`);
    });
    expect(broken.map((row) => `${row.id}: ${row.link}`)).toEqual([]);
  });
});

// ─── Notes that describe Rstest's behaviour ─────────────────────────────────────────────────────────────────────

describe('mock rows: what rs.mock, rs.requireMock and rs.importMock do (one run of tests/examples/migration-lookup)', () => {
  // A copy with only @rstest/core linked, so the run writes its results cache outside the repository.
  const fixtureRun = rstestWithReport(copyWithModules(path.join(REPO_ROOT, 'tests/examples/migration-lookup'), temporaryDir(), 'core-only'), null);
  afterAll(removeTemporaryDirs, 120_000);
  const row = (id: string) => rows.find((candidate) => candidate.id === id) as MigrationRow;
  const notes = (id: string) => [row(id).note?.en ?? '', row(id).note?.zh ?? ''];

  test('createmockfrommodule: rs.mock automocks; rs.requireMock only loads a manual mock and throws without one', async () => {
    const run = await fixtureRun;
    expect(statuses(run, 'automock-option.test.ts')).toEqual({ 'the functions are mocks returning undefined; other values are kept': 'pass' });
    expect(statuses(run, 'automock-bare.test.ts')).toEqual({ 'the functions are mocks returning undefined': 'pass' });
    expect(statuses(run, 'manual-mock-only.test.ts')).toMatchObject({
      'rs.requireMock loads the manual mock': 'pass',
      'rs.requireMock throws without a manual mock': 'pass',
    });
    expect(row('createmockfrommodule').rstest).toBe('rs.mock');
    for (const note of notes('createmockfrommodule')) {
      for (const quoted of ['`rs.mock(path, { mock: true })`', '`rs.mock(path)`', '`rs.requireMock`', '`Cannot find module`']) expect(note).toContain(quoted);
    }
  }, 120_000);

  test('importmock: rs.importMock only loads a manual mock and throws the quoted message without one', async () => {
    const run = await fixtureRun;
    expect(statuses(run, 'manual-mock-only.test.ts')).toMatchObject({
      'rs.importMock loads the manual mock': 'pass',
      'rs.importMock throws without a manual mock': 'pass',
    });
    for (const note of notes('importmock')) {
      expect(note).toContain('`requires an Rstest runtime with rstest_import_mock when no manual mock is bundled`');
      expect(note).toContain('`rs.mock(path, { mock: true })`');
    }
  }, 120_000);
});
