/**
 * The API reference documents everything @rstest/core exports, each member on the page where it belongs, and
 * nothing it does not export. Inside a running test, '@rstest/core' is the live runtime API, so the expected names
 * are read from it rather than from a hand-kept list: a new export in a future version fails this test until it is
 * documented, and a removed one fails it until its entry is deleted.
 */
import * as core from '@rstest/core';
import { assert, describe, expect, rstest, test } from '@rstest/core';
import { RSTEST_DTS } from './utils/config-pages';
import { headings, LANGS, type Lang, plainHeading, readDoc, splitFrontmatter, withoutCode } from './utils/docs';

const PAGES = {
  describe: 'api/test-api/describe.mdx',
  test: 'api/test-api/test.mdx',
  hooks: 'api/test-api/hooks.mdx',
  rstest: 'api/rstest/index.mdx',
  mockFunctions: 'api/rstest/mockFunctions.mdx',
  mockInstance: 'api/rstest/mockInstance.mdx',
  mockModules: 'api/rstest/mockModules.mdx',
  stubs: 'api/rstest/stubs.mdx',
  fakeTimers: 'api/rstest/fakeTimers.mdx',
  expect: 'api/test-api/expect.mdx',
  matchers: 'api/test-api/matchers.mdx',
  asymmetricMatchers: 'api/test-api/asymmetricMatchers.mdx',
  mockMatchers: 'api/test-api/mockMatchers.mdx',
  expectUtilities: 'api/test-api/expectUtilities.mdx',
  snapshot: 'api/test-api/snapshot.mdx',
  assert: 'api/test-api/assert.mdx',
  assertMethods: 'api/test-api/assertMethods.mdx',
} as const;
type Page = (typeof PAGES)[keyof typeof PAGES];

const SUITE_AND_TEST = ['describe', 'test', 'it'];
const UTILITY_OBJECT = ['rstest', 'rs'];
/** The assertion APIs, each with pages of its own (the expect pages and the assert pages). */
const ASSERTION_EXPORTS = ['expect', 'assert'];
/** Every other export is a lifecycle function (hooks, per-test callbacks, cleanup registration): the hooks page. */
const LIFECYCLE = Object.keys(core).filter(
  (name) => ![...SUITE_AND_TEST, ...UTILITY_OBJECT, ...ASSERTION_EXPORTS].includes(name),
);
/** The hooks the package declares: the members of its RunnerAPI type besides describe, test and it. */
const DECLARED_HOOKS = [...(/declare type RunnerAPI = \{([\s\S]*?)\n\};/.exec(RSTEST_DTS)?.[1] ?? '').matchAll(/^\s*(\w+):/gm)]
  .map((m) => m[1])
  .filter((name) => !SUITE_AND_TEST.includes(name));
/**
 * rstest members documented on the /api/rstest/ page itself; timer members go to fakeTimers, the module mocking
 * functions (mock, doUnmock, mockRequire, importActual, requireMock, hoisted, resetModules…) to mockModules, the
 * stubs (stubEnv, unstubAllGlobals…) to stubs, and the rest to mockFunctions.
 */
const ON_RSTEST_PAGE = ['setConfig', 'getConfig', 'resetConfig', 'waitFor', 'waitUntil'];
const isTimerUtility = (name: string) => /Timers?|Tick|SystemTime/.test(name);
const isModuleMocking = (name: string) =>
  /^(do)?(mock|unmock)(Require)?$/i.test(name) || /^(import|require)(Actual|Mock)$/.test(name) || ['hoisted', 'resetModules'].includes(name);
const isStub = (name: string) => /^(un)?stub/i.test(name);
/** Names of the mock matcher pattern that are not mock matchers: Chai's `callable` and the promise modifier `resolves`. */
const NOT_MOCK_MATCHERS = ['callable', 'resolves'];

const rstestPage = (member: string): Page =>
  ON_RSTEST_PAGE.includes(member)
    ? PAGES.rstest
    : isTimerUtility(member)
      ? PAGES.fakeTimers
      : isModuleMocking(member)
        ? PAGES.mockModules
        : isStub(member)
          ? PAGES.stubs
          : PAGES.mockFunctions;

/** Every property name of an object and its prototypes, as matchers live on the Assertion prototype chain. */
function allPropertyNames(value: object): string[] {
  const names = new Set<string>();
  for (let proto = value; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const name of Object.getOwnPropertyNames(proto)) names.add(name);
  }
  return [...names];
}

const mock = rstest.fn();
const mockMatchers = allPropertyNames(expect(mock)).filter(
  (name) => /call|return|resolve/i.test(name) && !NOT_MOCK_MATCHERS.includes(name),
);

/** Everything on an assertion, `expect(x)`: its matchers, its modifiers and Chai's BDD chain. */
const assertionMembers = allPropertyNames(expect(1));
const isSnapshotMatcher = (name: string) => /Snapshot/.test(name);
/** Jest-style matchers (`toEqual`…) besides the mock matchers (documented on the mock matchers page). */
const MATCHERS = assertionMembers.filter((name) => /^to[A-Z]/.test(name) && !mockMatchers.includes(name));
/**
 * The matchers of the expect page's Equality and Truthiness sections; every other matcher, a new one included, belongs
 * on the matchers page (or the snapshot page).
 */
const EXPECT_PAGE_MATCHERS = [
  ...['toBe', 'toEqual', 'toStrictEqual', 'toMatchObject', 'toBeOneOf'],
  ...['toBeTruthy', 'toBeFalsy', 'toBeDefined', 'toBeUndefined', 'toBeNull', 'toBeNullable'],
];
const matcherPage = (name: string): Page =>
  isSnapshotMatcher(name) ? PAGES.snapshot : EXPECT_PAGE_MATCHERS.includes(name) ? PAGES.expect : PAGES.matchers;
const MODIFIERS = ['not', 'resolves', 'rejects'];
/**
 * The rest of the assertion: Chai's chain words, flags and assertions (`to`, `deep`, `equal`…), listed on the matchers
 * page; internals (`_obj`, `__flags`) and the sinon-chai mock names (on the mock matchers page) aside.
 */
const CHAI_NAMES = assertionMembers.filter(
  (name) =>
    !/^to[A-Z]/.test(name) &&
    !MODIFIERS.includes(name) &&
    !name.startsWith('_') &&
    name !== 'constructor' &&
    !mockMatchers.includes(name) &&
    !/^(called|callCount|returned|lastCalledWith|nthCalledWith|lastReturnedWith|nthReturnedWith|calledOnce|calledTwice|calledThrice|calledWith|calledOnceWith|calledBefore|calledAfter|returnedWith|returnedTimes)$/.test(name),
);
/** Asymmetric matchers: what `expect.not` offers, plus `anything` and `any` (which have no negated form). */
const NEGATABLE = Object.getOwnPropertyNames(expect.not);
const ASYMMETRIC = ['anything', 'any', ...NEGATABLE];
/** Static members of `expect` besides the asymmetric matchers and the snapshot serializer hook. */
const EXPECT_STATICS = Object.getOwnPropertyNames(expect).filter(
  (name) => !['length', 'name', 'prototype', 'not', 'addSnapshotSerializer', ...ASYMMETRIC].includes(name),
);
/** Every method of the `assert` object (Chai's assert API). */
const ASSERT_METHODS = Object.getOwnPropertyNames(assert).filter((name) => !['length', 'name', 'prototype'].includes(name));

/** Where each documented name must have its own heading. */
const ENTRIES: { name: string; page: Page }[] = [
  ...SUITE_AND_TEST.filter((name) => name in core).map((name) => ({
    name,
    page: name === 'describe' ? PAGES.describe : PAGES.test,
  })),
  ...Object.keys(core.describe).map((key) => ({ name: `describe.${key}`, page: PAGES.describe })),
  ...Object.keys(core.test).map((key) => ({ name: `test.${key}`, page: PAGES.test })),
  ...LIFECYCLE.map((name) => ({ name, page: PAGES.hooks })),
  ...Object.keys(rstest).map((key) => ({ name: `rstest.${key}`, page: rstestPage(key) })),
  // The mock instance: what every mock records (`mock.calls`…) and its own methods (`mockReturnValue`…).
  ...Object.keys(mock.mock).map((key) => ({ name: `mock.${key}`, page: PAGES.mockInstance })),
  ...Object.keys(mock).map((key) => ({ name: key, page: PAGES.mockInstance })),
  ...(Symbol.dispose in mock ? [{ name: '[Symbol.dispose]', page: PAGES.mockInstance }] : []),
  ...mockMatchers.filter((name) => name.startsWith('toHave')).map((name) => ({ name, page: PAGES.mockMatchers })),
  { name: 'expect', page: PAGES.expect },
  ...MATCHERS.map((name) => ({ name, page: matcherPage(name) })),
  ...MODIFIERS.map((name) => ({ name: `.${name}`, page: PAGES.expect })),
  ...ASYMMETRIC.map((name) => ({ name: `expect.${name}`, page: PAGES.asymmetricMatchers })),
  ...NEGATABLE.map((name) => ({ name: `expect.not.${name}`, page: PAGES.asymmetricMatchers })),
  ...EXPECT_STATICS.map((name) => ({ name: `expect.${name}`, page: PAGES.expectUtilities })),
  { name: 'expect.addSnapshotSerializer', page: PAGES.snapshot },
  { name: 'assert', page: PAGES.assert },
];

/** Headings a page may have beyond its required entries: the assert page gives the most used methods their own. */
const OPTIONAL_ENTRIES: { name: string; page: Page }[] = ASSERT_METHODS.map((name) => ({ name: `assert.${name}`, page: PAGES.assert }));

/** The explicit heading id of an entry, identical in both languages: `describe.only` → `describe-only`. */
const entryId = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const pageHeadings = (lang: Lang, page: Page) =>
  headings(splitFrontmatter(readDoc(lang, page)).body).filter((h) => h.depth === 2 || h.depth === 3);
const explicitId = (text: string) => /\{#([^}]+)\}$/.exec(text)?.[1];
/** An API entry's heading is one code span, e.g. `describe.only`; section headings ("Test options") are prose. */
const isApiHeading = (text: string) => /^`[^`]+`$/.test(text.replace(/\s*\{#[^}]+\}$/, ''));
/** The inline code of a page outside code blocks, without a call's arguments: `callCount(n)` → callCount. */
const inlineCodeNames = (source: string) =>
  [...withoutCode(splitFrontmatter(source).body).matchAll(/`([^`\n]+)`/g)].map((m) => m[1].replace(/\(.*\)$/, ''));

test('the runtime API exposes what this test reads', () => {
  expect(Object.keys(core.describe)).toContain('only');
  expect(Object.keys(core.test)).toContain('extend');
  expect(core.it).toBe(core.test);
  expect(core.rs).toBe(core.rstest);
  expect(mockMatchers).toContain('toHaveBeenCalledWith');
  expect(Object.keys(mock.mock)).toEqual(expect.arrayContaining(['calls', 'results', 'settledResults']));
  expect(Object.keys(mock)).toEqual(expect.arrayContaining(['mockReturnValue', 'mockImplementation', 'mockRestore']));
  expect(DECLARED_HOOKS).toContain('beforeAll');
  expect(MATCHERS).toEqual(expect.arrayContaining(['toEqual', 'toStrictEqual', 'toMatchInlineSnapshot', 'toBeOneOf']));
  expect(CHAI_NAMES).toEqual(expect.arrayContaining(['equal', 'deep', 'above']));
  expect(expect.anything().asymmetricMatch(1)).toBe(true);
  expect(expect.any(Number).asymmetricMatch(1)).toBe(true);
  expect(NEGATABLE).toContain('objectContaining');
  expect(EXPECT_STATICS).toEqual(expect.arrayContaining(['soft', 'poll', 'extend', 'assertions']));
  expect(ASSERT_METHODS.length).toBeGreaterThan(100);
  // Each page of the rstest members gets some: the rules above still match the runtime's names.
  const members = Object.keys(rstest);
  expect(members.filter(isModuleMocking)).toEqual(expect.arrayContaining(['mock', 'doUnmock', 'mockRequire', 'importActual', 'requireMock', 'hoisted']));
  expect(members.filter(isStub)).toEqual(expect.arrayContaining(['stubEnv', 'unstubAllEnvs', 'stubGlobal', 'unstubAllGlobals']));
  expect(members.map(rstestPage)).toContain(PAGES.mockFunctions);
  // Every matcher of the expect page exists, and the matchers page gets the rest.
  expect(MATCHERS).toEqual(expect.arrayContaining(EXPECT_PAGE_MATCHERS));
  expect(MATCHERS.filter((name) => matcherPage(name) === PAGES.matchers)).toEqual(expect.arrayContaining(['toThrow', 'toHaveProperty']));
});

test('the exports left for the hooks page are the declared hooks plus other lifecycle functions', () => {
  expect(LIFECYCLE).toEqual(expect.arrayContaining(DECLARED_HOOKS));
  for (const name of LIFECYCLE) expect(typeof core[name as keyof typeof core], name).toBe('function');
});

describe.each(LANGS)('API reference (%s)', (lang) => {
  test.each(ENTRIES)('$name has an entry on $page', ({ name, page }) => {
    const entry = pageHeadings(lang, page).find((h) => plainHeading(h.text) === name);
    expect(entry, `no heading "${name}" in docs/${lang}/${page}`).toBeDefined();
    expect(explicitId(entry!.text)).toBe(entryId(name));
  });

  test.each(Object.keys(rstest))('rstest.%s is documented on exactly one page and indexed on /api/rstest/', (member) => {
    const pagesWithEntry = Object.values(PAGES).filter((page) =>
      pageHeadings(lang, page).some((h) => plainHeading(h.text) === `rstest.${member}`),
    );
    expect(pagesWithEntry).toEqual([rstestPage(member)]);
    expect(readDoc(lang, PAGES.rstest)).toContain(`[\`rstest.${member}\`](`);
  });

  test.each(Object.values(PAGES))('every API heading on %s names something the package exports', (page) => {
    const exported = [...ENTRIES, ...OPTIONAL_ENTRIES].filter((entry) => entry.page === page).map((entry) => entry.name);
    const documented = pageHeadings(lang, page)
      .filter((h) => isApiHeading(h.text))
      .map((h) => plainHeading(h.text));
    expect(documented.filter((name) => !exported.includes(name))).toEqual([]);
  });

  test.each(mockMatchers.filter((name) => !name.startsWith('toHave')))('the matcher alias %s is listed on the mock matchers page', (alias) => {
    expect(inlineCodeNames(readDoc(lang, PAGES.mockMatchers))).toContain(alias);
  });

  test.each(CHAI_NAMES)('the Chai-style assertion word %s is listed on the matchers page', (name) => {
    expect(inlineCodeNames(readDoc(lang, PAGES.matchers))).toContain(name);
  });

  test.each(ASSERT_METHODS)('assert.%s is listed on the page of all assert methods', (name) => {
    const names = inlineCodeNames(readDoc(lang, PAGES.assertMethods));
    expect(names.includes(name) || names.includes(`assert.${name}`)).toBe(true);
  });
});

test.each(Object.values(PAGES))('%s: every section has an explicit id, the same in both languages', (page) => {
  const ids = (lang: Lang) => pageHeadings(lang, page).map((h) => explicitId(h.text));
  expect(ids('en')).not.toContain(undefined);
  expect(ids('zh')).toEqual(ids('en'));
});
