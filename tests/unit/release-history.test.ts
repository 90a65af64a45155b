/**
 * site/release-history.json (scripts/release-history.mjs) against what can be checked here without the network:
 * - the four releases installed in this repository (0.12.0 at the root, 0.9, 0.10 and 0.11 in tests/older-releases)
 *   have exactly the items the data says they have, with the same entry points for exports, the same declared type
 *   where the data records a change, and the same deprecations (scripts/release-surface.mjs read on each; the
 *   sub-keys of `resolve` from the @rsbuild/core installed with it, which may be later than the release the data
 *   reads, the one its package.json names);
 * - the CLI flags that reader finds for 0.12.0 are exactly those `rstest --help` and each command's `--help` print;
 * - facts checked by hand in the published tarballs (of @rstest/core, and of the @rsbuild/core a release depends on
 *   for the sub-keys of `resolve`, which it declares as `RsbuildConfig['resolve']`);
 * - the members of `expect.not` the data gives for 0.12.0 are those of the `expect.not` object this test runs with;
 * - the file names only examined releases, takes its dates only from the upstream repository's tags, is small and
 *   is laid out as the script writes it;
 * - the helpers of site/releases.ts on that data.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { formatHistory } from '../../scripts/release-history.mjs';
import { cliCommands, surfaceOf } from '../../scripts/release-surface.mjs';
import { changesBetween, compareVersions, EARLIEST_EXAMINED, type ItemHistory, type ReleaseHistory, versionsBetween } from '../../site/releases';
import { readCli } from './utils/cli';
import { REPO_ROOT } from './utils/docs';

const DATA_FILE = path.join(REPO_ROOT, 'site/release-history.json');
const TEXT = readFileSync(DATA_FILE, 'utf8');
const DATA: ReleaseHistory = JSON.parse(TEXT);
const ITEMS = Object.entries(DATA.items);
const MIRROR = process.env.RSTEST_MIRROR ?? '/work/.mirror/web-infra-dev+rstest/repo';

/** The releases installed here, by folder. */
const INSTALLED = ['node_modules/@rstest/core', ...['9', '10', '11'].map((minor) => `tests/older-releases/node_modules/rstest-0-${minor}`)].map((dir) => {
  const full = path.join(REPO_ROOT, dir);
  return { dir: full, version: JSON.parse(readFileSync(path.join(full, 'package.json'), 'utf8')).version as string };
});

const before = (a: string, b: string) => compareVersions(a, b) < 0;
const atOrBefore = (a: string, b: string) => compareVersions(a, b) <= 0;

/** Whether the data says an item exists in an examined `version`, read from its fields alone. */
function presentIn(item: ItemHistory, version: string): boolean {
  const periods = item.periods ?? [[item.added, item.removed ?? null]];
  return periods.some(([added, removed]) => (added === null || atOrBefore(added, version)) && (removed === null || before(version, removed)));
}

/** The last step at or before `version` of a `{ in }` list. */
const stepAt = <T extends { in: string }>(steps: T[] | undefined, version: string) => steps?.filter((step) => atOrBefore(step.in, version)).at(-1);

describe.each(INSTALLED)('the installed $version', ({ dir, version }) => {
  // One surface per release, read once (a few seconds each).
  let surface: Map<string, { type?: string; deprecated?: boolean; entries?: string[] }>;
  const read = () => (surface ??= surfaceOf(dir));

  test('is an examined release', () => {
    expect(DATA.versions).toContain(version);
  });

  test('has exactly the items the data says it has', () => {
    const expected = ITEMS.filter(([, item]) => presentIn(item, version)).map(([key]) => key);
    expect([...read().keys()].sort()).toEqual(expected.sort());
  });

  test('exports each name from the entry points the data gives', () => {
    const exports = [...read()].filter(([key]) => key.startsWith('export:'));
    expect(exports.length).toBeGreaterThan(20);
    for (const [key, found] of exports) expect({ key, entries: found.entries }).toEqual({ key, entries: stepAt(DATA.items[key].entries, version)?.entries });
  });

  test('declares the types the data says changed in it, and the deprecations the data gives', () => {
    let changes = 0;
    for (const [key, item] of ITEMS) {
      if (!presentIn(item, version)) continue;
      const found = read().get(key);
      // (A later refactor may spell an unchanged type otherwise: only the release of a change is compared.)
      const change = item.changed?.find((c) => c.in === version);
      if (change) {
        changes++;
        expect({ key, type: found?.type }).toEqual({ key, type: change.to });
      }
      const deprecated = item.deprecated !== undefined && (item.deprecated === null || atOrBefore(item.deprecated, version));
      expect({ key, deprecated: Boolean(found?.deprecated) }).toEqual({ key, deprecated });
    }
    expect(changes).toBeGreaterThan(0);
  });
});

describe('the CLI of 0.12.0', () => {
  const help = readCli();
  const root = path.join(REPO_ROOT, 'node_modules/@rstest/core');

  test('each command has the options its --help prints, in that order', () => {
    const read = cliCommands(root) ?? [];
    const names = (flags: { names: string[] }[]) => flags.map((flag) => flag.names.join(', '));
    expect(read.map((command) => command.name)).toEqual(help.map((command) => command.name));
    for (const command of help) {
      const found = read.find((c) => c.name === command.name);
      expect({ command: command.name, flags: found?.options.map((o) => [...o.shortNames, ...o.longNames].join(', ')) }).toEqual({
        command: command.name,
        // `--help` puts short spellings first (`-c, --config`); a flag with two long ones keeps their order.
        flags: names(command.flags.map((flag) => ({ names: [...flag.names.filter((n) => !n.startsWith('--')), ...flag.names.filter((n) => n.startsWith('--'))] }))),
      });
    }
  });

  test('its cli: and flag: items are the commands and flags --help prints', () => {
    const surface = surfaceOf(root);
    // A flag of a command that runs tests is `flag:--x`; a flag only one other command has is `flag:<command> --x`.
    const owners = new Map<string, Set<string>>();
    const aliases = new Map<string, string[]>();
    for (const command of help)
      for (const flag of command.flags) {
        const short = flag.names.filter((n) => !n.startsWith('--'));
        for (const long of flag.names.filter((n) => n.startsWith('--'))) {
          owners.set(long, (owners.get(long) ?? new Set()).add(command.name));
          if (short.length) aliases.set(long, short);
        }
      }
    const expectedFlags = [...owners].map(([long, commands]) => {
      const shared = [...commands].some((c) => ['', 'run', 'watch'].includes(c)) || commands.size > 1;
      return [shared ? `flag:${long}` : `flag:${[...commands][0]} ${long}`, aliases.get(long)] as const;
    });
    const foundFlags = [...surface].filter(([key]) => key.startsWith('flag:')).map(([key, item]) => [key, (item as { aliases?: string[] }).aliases] as const);
    expect(new Map(foundFlags)).toEqual(new Map(expectedFlags));
    expect(foundFlags.length).toBeGreaterThan(60);
    const commands = [...surface.keys()].filter((key) => key.startsWith('cli:')).sort();
    expect(commands).toEqual(help.map((command) => `cli:${command.name || 'rstest'}`).sort());
  });
});

describe('facts checked by hand in the tarballs', () => {
  test.each([
    ['config.bail', '0.6.4'],
    ['config.detectAsyncLeaks', '0.10.3'],
    ['config.onlyFailures', '0.11.5'],
    ['config.federation', '0.11.5'],
    // `schemaMatching: (schema: unknown) => any` first in AsymmetricMatchersContaining (`not: AsymmetricMatchersContaining`) of 0.11.5.
    ['expect.not.schemaMatching', '0.11.5'],
    // `[Symbol.dispose](): void` first in MockInstance of 0.10.3.
    ['mock.[Symbol.dispose]', '0.10.3'],
    // ResolveConfig of @rsbuild/core 1.6.0-beta.1 (0.6.4's dependency) has them, that of 1.5.0 (0.5.4's) not.
    ['config.resolve.conditionNames', '0.6.4'],
    ['config.resolve.mainFields', '0.6.4'],
  ])('%s was added in %s', (key, version) => {
    expect(DATA.items[key]?.added).toBe(version);
    expect(DATA.items[key]?.removed).toBeUndefined();
  });

  test('the negated asymmetric matchers and resolve.alias(Strategy) were there in the earliest release examined', () => {
    // 0.1.3 declares `not: AsymmetricMatchersContaining` with stringContaining…closeTo, toSatisfy and toBeOneOf (the
    // latter taking `Array<T>` until 0.11.5), and `resolve?: RsbuildConfig['resolve']` with @rsbuild/core 1.4.15, whose
    // ResolveConfig has dedupe, alias, aliasStrategy and extensions.
    for (const key of ['arrayContaining', 'closeTo', 'objectContaining', 'stringContaining', 'stringMatching', 'toSatisfy'].map((name) => `expect.not.${name}`))
      expect({ key, item: DATA.items[key] }).toEqual({ key, item: { added: null } });
    expect(DATA.items['expect.not.toBeOneOf']).toEqual({
      added: null,
      changed: [{ in: '0.11.5', from: '<T>(sample: Array<T>) => any', to: '<T>(sample: Array<T> | Set<T>) => any' }],
    });
    for (const key of ['alias', 'aliasStrategy', 'dedupe', 'extensions'].map((name) => `config.resolve.${name}`))
      expect({ key, item: DATA.items[key] }).toEqual({ key, item: { added: null } });
  });

  test('the sub-keys of resolve in 0.12.0 are those of ResolveConfig in @rsbuild/core 2.2.7 (its dependency ~2.2.7)', () => {
    const keys = ITEMS.filter(([key, item]) => key.startsWith('config.resolve.') && presentIn(item, '0.12.0')).map(([key]) => key);
    expect(keys.sort()).toEqual(['alias', 'aliasStrategy', 'conditionNames', 'dedupe', 'extensions', 'mainFields'].map((name) => `config.resolve.${name}`));
  });

  test('config.shard was removed in 0.11.0', () => {
    expect(DATA.items['config.shard']).toMatchObject({ added: '0.8.2', removed: '0.11.0' });
  });

  test('createRstest and runCLI moved from `.` to `./api` in 0.12.0', () => {
    expect(DATA.items['export:createRstest'].entries).toEqual([
      { in: '0.5.4', entries: ['.'] },
      { in: '0.12.0', entries: ['./api'] },
    ]);
    expect(DATA.items['export:runCLI'].entries).toEqual([
      { in: '0.3.2', entries: ['.'] },
      { in: '0.12.0', entries: ['./api'] },
    ]);
  });
});

test('the members of expect.not in 0.12.0 are those of the expect.not this test runs with', () => {
  const declared = ITEMS.filter(([key, item]) => key.startsWith('expect.not.') && presentIn(item, '0.12.0')).map(([key]) => key.slice('expect.not.'.length));
  const members = Object.keys(expect.not).filter((name) => typeof (expect.not as unknown as Record<string, unknown>)[name] === 'function');
  expect(declared.sort()).toEqual(members.sort());
  expect(declared.length).toBeGreaterThanOrEqual(8);
});

describe('the data file', () => {
  const examined = new Set(DATA.versions);

  test('lists the examined releases once each, in semver order, the earliest first', () => {
    expect(DATA.versions.length).toBeGreaterThanOrEqual(40);
    expect([...DATA.versions].sort(compareVersions)).toEqual(DATA.versions);
    expect(examined.size).toBe(DATA.versions.length);
    expect(EARLIEST_EXAMINED).toBe('0.1.3');
  });

  test('names only examined releases, `added` null or one of them', () => {
    const wrong = ITEMS.flatMap(([key, item]) => {
      const named = [
        ...(item.added === null ? [] : [item.added]),
        ...(item.removed ? [item.removed] : []),
        ...(item.periods ?? []).flat().filter((v): v is string => v !== null),
        ...(item.changed ?? []).map((c) => c.in),
        ...(item.deprecated ? [item.deprecated] : []),
        ...(item.entries ?? []).map((e) => e.in),
        ...(item.aliases ?? []).map((a) => a.in),
      ];
      return named.filter((v) => !examined.has(v)).map((v) => `${key}: ${v}`);
    });
    expect(wrong).toEqual([]);
    expect(ITEMS.filter(([, item]) => item.added !== null && !examined.has(item.added))).toEqual([]);
  });

  test('says each item was added before it was removed, and lists its periods in order', () => {
    for (const [key, item] of ITEMS) {
      const periods = item.periods ?? [[item.added, item.removed ?? null]];
      // Only the first period may start at the earliest release (null), only the last may still be open (null).
      const bounds = periods.flat();
      const inner = bounds.slice(1, -1);
      const ordered = !inner.includes(null) && bounds.filter((v) => v !== null).every((v, i, all) => i === 0 || before(all[i - 1] as string, v as string));
      expect({ key, ordered }).toEqual({ key, ordered: true });
      if (item.periods) expect(item.periods.length).toBeGreaterThan(1);
      const last = periods.at(-1);
      expect({ key, added: item.added, removed: item.removed ?? null }).toEqual({ key, added: last?.[0], removed: last?.[1] });
    }
  });

  test.skipIf(!existsSync(MIRROR))('dates come from the upstream tags only (tagger date, else commit date, UTC)', () => {
    const refs = execFileSync('git', ['-C', MIRROR, 'for-each-ref', 'refs/tags', '--format=%(refname:short) %(objecttype) %(taggerdate:unix) %(committerdate:unix)'], {
      encoding: 'utf8',
    });
    const tagged: Record<string, string> = {};
    for (const line of refs.trim().split('\n')) {
      const [name, type, tagger, committer] = line.split(' ');
      const seconds = Number(type === 'tag' ? tagger : committer);
      if (/^v\d+\.\d+\.\d+$/.test(name) && examined.has(name.slice(1))) tagged[name.slice(1)] = new Date(seconds * 1000).toISOString().slice(0, 10);
    }
    expect(Object.keys(tagged).length).toBeGreaterThan(30);
    expect(DATA.dates).toEqual(tagged);
  });

  test('has no date for a release it did not examine', () => {
    expect(Object.keys(DATA.dates).filter((v) => !examined.has(v))).toEqual([]);
    for (const date of Object.values(DATA.dates)) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('is small, and laid out as the script writes it (items sorted by key)', () => {
    expect(statSync(DATA_FILE).size).toBeLessThan(120_000);
    expect(formatHistory(DATA)).toBe(TEXT);
    const keys = Object.keys(DATA.items);
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('site/releases.ts', () => {
  test('compareVersions orders by number, not text', () => {
    expect(['0.10.0', '0.9.10', '0.1.3', '0.9.2', '0.12.0'].sort(compareVersions)).toEqual(['0.1.3', '0.9.2', '0.9.10', '0.10.0', '0.12.0']);
    expect(compareVersions('0.12.0-beta.1', '0.12.0')).toBeLessThan(0);
  });

  test('versionsBetween gives the examined releases after `from`, up to and including `to`', () => {
    expect(versionsBetween('0.10.6', '0.11.6')).toEqual(['0.11.0', '0.11.5', '0.11.6']);
    expect(versionsBetween('0.11.12', '0.11.12')).toEqual([]);
  });

  test('changesBetween 0.11.12 and 0.12.0: the moves to ./api, the removed instance method, the new pool types', () => {
    const changes = changesBetween('0.11.12', '0.12.0');
    expect(changes.moved).toEqual(
      expect.arrayContaining([
        { key: 'export:createRstest', in: '0.12.0', from: ['.'], to: ['./api'] },
        { key: 'export:runCLI', in: '0.12.0', from: ['.'], to: ['./api'] },
      ]),
    );
    expect(changes.removed).toEqual(expect.arrayContaining(['instance.runTests', 'export:initCli']));
    expect(changes.added).toEqual(expect.arrayContaining(['instance.run', 'instance.watch', 'config.pool.memoryLimit']));
    expect(changes.added).not.toContain('export:createRstest');
    expect(changes.changed.map((c) => c.key)).toContain('config.pool.type');
  });

  test('changesBetween across a removal and return: config.performance left in 0.9.1 and came back in 0.10.0', () => {
    expect(changesBetween('0.8.5', '0.9.1').removed).toContain('config.performance');
    expect(changesBetween('0.9.10', '0.10.0').added).toContain('config.performance');
    expect(changesBetween('0.8.5', '0.10.0').added).not.toContain('config.performance');
  });

  test('changesBetween lists deprecations in range', () => {
    expect(changesBetween('0.11.0', '0.11.5').deprecated).toContain('matcher.toBeCalled');
    expect(changesBetween('0.11.5', '0.12.0').deprecated).toEqual([]);
  });
});
