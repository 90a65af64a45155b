/**
 * The API reference documents everything @rstest/core exports, each member on the page where it belongs.
 * Inside a running test, '@rstest/core' is the live runtime API, so the expected names are read from it
 * rather than from a hand-kept list: a new export in a future version fails this test until it is documented.
 */
import * as core from '@rstest/core';
import { describe, expect, rstest, test } from '@rstest/core';
import { headings, LANGS, type Lang, plainHeading, readDoc, splitFrontmatter } from './utils/docs';

const PAGES = {
  describe: 'api/test-api/describe.mdx',
  test: 'api/test-api/test.mdx',
  hooks: 'api/test-api/hooks.mdx',
  rstest: 'api/rstest/index.mdx',
  mockFunctions: 'api/rstest/mockFunctions.mdx',
  fakeTimers: 'api/rstest/fakeTimers.mdx',
} as const;
type Page = (typeof PAGES)[keyof typeof PAGES];

const HOOKS = ['beforeAll', 'afterAll', 'beforeEach', 'afterEach', 'onTestFinished', 'onTestFailed'] as const;
const CLEANUP_REGISTRATION = ['registerFileCleanup', 'registerWorkerCleanup'] as const;
/** Assertion APIs: they have their own reference, outside the test API and utility pages checked here. */
const ASSERTION_EXPORTS = ['expect', 'assert'];
/** rstest members documented on the /api/rstest/ page itself; timer members go to fakeTimers, the rest to mockFunctions. */
const ON_RSTEST_PAGE = ['setConfig', 'getConfig', 'resetConfig', 'waitFor', 'waitUntil'];
const isTimerUtility = (name: string) => /Timers?|Tick|SystemTime/.test(name);
/** Names of the mock matcher pattern that are not mock matchers: Chai's `callable` and the promise modifier `resolves`. */
const NOT_MOCK_MATCHERS = ['callable', 'resolves'];

const rstestPage = (member: string): Page =>
  ON_RSTEST_PAGE.includes(member) ? PAGES.rstest : isTimerUtility(member) ? PAGES.fakeTimers : PAGES.mockFunctions;

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

/** Where each documented name must have its own heading. */
const ENTRIES: { name: string; page: Page }[] = [
  { name: 'describe', page: PAGES.describe },
  ...Object.keys(core.describe).map((key) => ({ name: `describe.${key}`, page: PAGES.describe })),
  { name: 'test', page: PAGES.test },
  { name: 'it', page: PAGES.test },
  ...Object.keys(core.test).map((key) => ({ name: `test.${key}`, page: PAGES.test })),
  ...[...HOOKS, ...CLEANUP_REGISTRATION].map((name) => ({ name, page: PAGES.hooks })),
  ...Object.keys(rstest).map((key) => ({ name: `rstest.${key}`, page: rstestPage(key) })),
  ...Object.keys(mock.mock).map((key) => ({ name: `mock.${key}`, page: PAGES.mockFunctions })),
  ...Object.keys(mock).map((key) => ({ name: key, page: PAGES.mockFunctions })),
  { name: '[Symbol.dispose]', page: PAGES.mockFunctions },
  ...mockMatchers.filter((name) => name.startsWith('toHave')).map((name) => ({ name, page: PAGES.mockFunctions })),
];

/** The explicit heading id of an entry, identical in both languages: `describe.only` → `describe-only`. */
const entryId = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const pageHeadings = (lang: Lang, page: Page) =>
  headings(splitFrontmatter(readDoc(lang, page)).body).filter((h) => h.depth === 2 || h.depth === 3);
const explicitId = (text: string) => /\{#([^}]+)\}$/.exec(text)?.[1];

test('the runtime API exposes what this test reads', () => {
  expect(Object.keys(core.describe)).toContain('only');
  expect(Object.keys(core.test)).toContain('extend');
  expect(core.it).toBe(core.test);
  expect(core.rs).toBe(core.rstest);
  expect(Symbol.dispose in mock).toBe(true);
  expect(mockMatchers).toContain('toHaveBeenCalledWith');
});

test('every export of @rstest/core is covered by the API pages or knowingly out of scope', () => {
  const documented = ['describe', 'test', 'it', ...HOOKS, ...CLEANUP_REGISTRATION, 'rstest', 'rs', ...ASSERTION_EXPORTS];
  expect(Object.keys(core).filter((name) => !documented.includes(name))).toEqual([]);
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

  test.each(mockMatchers.filter((name) => !name.startsWith('toHave')))('the matcher alias %s is listed', (alias) => {
    expect(readDoc(lang, PAGES.mockFunctions)).toContain(`\`${alias}`);
  });
});

test.each(Object.values(PAGES))('%s: every section has an explicit id, the same in both languages', (page) => {
  const ids = (lang: Lang) => pageHeadings(lang, page).map((h) => explicitId(h.text));
  expect(ids('en')).not.toContain(undefined);
  expect(ids('zh')).toEqual(ids('en'));
});
