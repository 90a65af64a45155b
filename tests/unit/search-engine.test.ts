import { describe, expect, test } from '@rstest/core';
import { LocalSearchEngine } from '../../search/engine';
import { editDistance, InvertedIndex, SortedVocabulary } from '../../search/invertedIndex';
import { SEARCH_ONLY_DEPTH } from '../../search/page';
import { compounds, parseQuery, withGlossaryForms } from '../../search/query';
import type { SearchPage } from '../../search/types';

/** A page of the search index, with headings placed in the content as Rspress does. */
function page(routePath: string, title: string, sections: [heading: string, text: string][], intro = ''): SearchPage {
  let content = intro;
  const toc = sections.map(([text, body], index) => {
    content += `${content ? '\n\n' : ''}`;
    const charIndex = content.length;
    content += `${text.replace(/`/g, '')}\n\n${body}`;
    return { id: `h${index}`, text, depth: 2, charIndex };
  });
  return { routePath, title, content, toc, lang: 'en' };
}

const pages = [
  page('/api/rstest/mockFunctions', 'Mock functions', [
    ['`rstest.fn`', 'Creates a mock function that records its calls.'],
    ['`rstest.resetAllMocks`', 'Resets the state of all mocks.'],
  ]),
  page('/api/rstest/mockInstance', 'Mock instance', [
    ['`mockResolvedValue`', 'Makes every call return a promise that resolves to the value.'],
  ]),
  page('/api/test-api/test', 'Test', [
    ['`test.skip`', 'Declares a test that is skipped.'],
    ['`test.only`', 'Runs only this test in the file.'],
  ]),
  page('/api/test-api/describe', 'Describe', [['`describe.skip`', 'Skips every test of the suite.']]),
  page('/config/test/retry', 'retry', [['Example', 'retry: 2']], 'How many times a failing test runs again.'),
  page('/config/build/resolve', 'resolve', [['resolve.alias', 'Maps an import path to another path.']]),
  page('/guide/start/', 'Introduction', [['Why Rstest', 'Mock functions, fake timers and retries are built in.']]),
  {
    ...page('/zh/api/rstest/fakeTimers', '假定时器', [['`rstest.advanceTimersByTime`', '把假定时器向前推进指定的毫秒数。']]),
    lang: 'zh',
  },
];
const engine = await LocalSearchEngine.build(pages);
const routes = (query: string) => engine.search(query, 7).map((match) => match.page.routePath);

describe('matching', () => {
  test('pages that hold every meaningful term come first, in any order; pages that hold some follow', () => {
    expect(routes('function mock')).toContain('/api/rstest/mockFunctions');
    // Only the introduction has both words; the pages with one of them come after it.
    const found = routes('timers mock');
    expect(found[0]).toBe('/guide/start/');
    expect(found.slice(1)).toEqual(expect.arrayContaining(['/api/rstest/mockFunctions', '/api/rstest/mockInstance']));
  });

  test('stop words are not meaningful terms', () => {
    expect(routes('how to mock a function')[0]).toBe('/api/rstest/mockFunctions');
  });

  test('prefixes match', () => {
    expect(routes('mockResol')).toEqual(['/api/rstest/mockInstance']);
  });

  test('typos: one edit from 4 letters, two from 8, a swap of neighbours counting as one', () => {
    expect(routes('retyr')).toContain('/config/test/retry');
    expect(routes('mockResovedValue')).toEqual(['/api/rstest/mockInstance']);
    expect(routes('mockResovdVaule')).toEqual([]);
  });

  test('case and accents do not matter', () => {
    expect(routes('MOCKRESOLVEDVALUE')).toEqual(['/api/rstest/mockInstance']);
    expect(routes('rétry')).toContain('/config/test/retry');
  });

  test('a Chinese phrase matches its words in another order, with code names between them', () => {
    expect(routes('定时器 假')).toContain('/zh/api/rstest/fakeTimers');
    expect(routes('假定时器 advanceTimersByTime')[0]).toBe('/zh/api/rstest/fakeTimers');
  });

  test('a query whose words are partly on no page still finds the pages that hold the rest, never nothing', () => {
    expect(routes('mock function elephant')[0]).toBe('/api/rstest/mockFunctions');
    expect(routes('mock elephant')).toEqual(expect.arrayContaining(['/api/rstest/mockFunctions', '/api/rstest/mockInstance']));
    // Nothing to find: no page holds any of its words.
    expect(routes('elephant giraffe')).toEqual([]);
  });

  test('a page that holds more of the terms ranks above one that holds fewer, however often its text repeats them', () => {
    const partial = new LocalSearchEngine([
      page('/repeats', 'Notes', [['Notes', Array(400).fill('mock').join(' ')]]),
      page('/both', 'Notes', [['Notes', 'A mock of a timer.']]),
      // The other term is common: it weighs little.
      ...['/t1', '/t2', '/t3', '/t4'].map((route) => page(route, 'Other', [['Other', 'A timer.']])),
    ]);
    expect(partial.search('mock timer', 7).map((match) => match.page.routePath).slice(0, 2)).toEqual(['/both', '/repeats']);
  });

  test("a Chinese query's conversational words do not rank a page that happens to use them above the page named by its key word", () => {
    const pages = [
      page('/zh/config/test/testTimeout', '超时', [['超时', '单个测试的超时时间。']]),
      page('/zh/guide/notes', '说明', [['说明', '不要在测试里等待，以免超时。']]),
      ...['/zh/a', '/zh/b', '/zh/c'].map((route) => page(route, '其他', [['其他', '测试。']])),
    ];
    expect(new LocalSearchEngine(pages).search('不要让测试超时', 7).map((match) => match.page.routePath).slice(0, 2)).toEqual([
      '/zh/config/test/testTimeout',
      '/zh/guide/notes',
    ]);
  });

  test('a Chinese phrase the segmenter cuts into words finds the page that holds them next to each other first', () => {
    // The same words, apart on the page listed first (which keeps first place on a tie).
    const pages = [page('/zh/apart', '说明', [['说明', '变量和环境。']]), page('/zh/together', '说明', [['说明', '环境变量和。']])];
    expect(new LocalSearchEngine(pages).search('设置环境变量', 7).map((match) => match.page.routePath).slice(0, 2)).toEqual([
      '/zh/together',
      '/zh/apart',
    ]);
  });

  test('a run of characters the segmenter cannot cut finds the pages that hold some of its two-character windows', () => {
    // Intl.Segmenter cuts `打断点调试单个` into single characters.
    const pages = [page('/zh/other', '其他', [['其他', '测试。']]), page('/zh/debug', '调试', [['调试', '在断点处暂停测试。']])];
    expect(new LocalSearchEngine(pages).search('打断点调试单个测试', 7).map((match) => match.page.routePath)[0]).toBe('/zh/debug');
  });

  test('a word in the title counts for more than any number of mentions in the text', () => {
    const pages = [
      page('/mentions', 'Notes', [['Notes', Array(400).fill('snapshot').join(' ')]]),
      page('/titled', 'Snapshot', [['Snapshot', 'What it is.']]),
      page('/other', 'Other', [['Other', 'Nothing here.']]),
    ];
    expect(new LocalSearchEngine(pages).search('snapshot', 7).map((match) => match.page.routePath)).toEqual(['/titled', '/mentions']);
  });
});

describe('ranking', () => {
  test('an API or option name ranks its own page first', () => {
    expect(routes('retry')[0]).toBe('/config/test/retry');
    expect(routes('resolve.alias')[0]).toBe('/config/build/resolve');
    expect(routes('rstest.fn')[0]).toBe('/api/rstest/mockFunctions');
  });

  test('titles and headings rank above body text', () => {
    // "mock functions" is the title of one page and a sentence in the body of another.
    expect(routes('mock functions').slice(0, 2)).toEqual(['/api/rstest/mockFunctions', '/guide/start/']);
  });

  test('terms held together by one heading beat terms spread over a page', () => {
    expect(routes('skip a test')[0]).toBe('/api/test-api/test');
  });

  test('words typed apart find the camelCase name they spell', () => {
    expect(routes('reset all mocks')[0]).toBe('/api/rstest/mockFunctions');
  });

  test('a page named by the query ranks above a page that has the query as a keyword', () => {
    const hides = {
      ...page('/config/test/hideSkippedTests', 'hideSkippedTests', [['Example', 'A test skipped with test.skip is hidden. '.repeat(3)]]),
      frontmatter: { keywords: 'test.skip', description: 'Hides each test skipped with test.skip from the report.' },
    };
    // The option's page mentions `test.skip` more, in more fields: were a keyword worth a name, it would rank first.
    const named = new LocalSearchEngine([
      hides,
      page('/api/test-api/test', 'Test', [['`test.skip`', 'Declares a test that is skipped.'], ['`test.only`', 'Runs only this test.']]),
      page('/other', 'Other', [['Other', 'Nothing here.']]),
    ]);
    expect(named.search('test.skip', 7).map((match) => match.page.routePath).slice(0, 2)).toEqual(['/api/test-api/test', '/config/test/hideSkippedTests']);
  });

  // In the two tests below, the pages differ only in how their keywords hold the query's words; the one listed first
  // keeps first place on a tie.
  const withKeywords = (route: string, keywords: string) => ({
    ...page(route, 'Notes', [['Notes', 'Rstest is a test runner. Use it to run tests.']]),
    frontmatter: { keywords },
  });

  test('a query that holds one of the keywords of a page as a phrase ranks that page first', () => {
    const keyed = new LocalSearchEngine([withKeywords('/apart', 'is, rstest, what'), withKeywords('/phrase', 'what is rstest')]);
    expect(keyed.search('what is rstest and why use it', 7).map((match) => match.page.routePath)).toEqual(['/phrase', '/apart']);
  });

  test("the query's words together in one of a page's keywords count as together in its title", () => {
    const keyed = new LocalSearchEngine([withKeywords('/apart', 'options, list'), withKeywords('/together', 'options list')]);
    expect(keyed.search('list options', 7).map((match) => match.page.routePath)).toEqual(['/together', '/apart']);
  });

  test("a page's one-line description counts like its headings", async () => {
    const withDescription = (route: string, description: string, body: string) => ({
      ...page(route, route.slice(1), [['Example', body]]),
      frontmatter: { description },
    });
    const described = await LocalSearchEngine.build([
      withDescription('/globalSetup', 'Code that runs once before all test files.', 'Runs once before every test file is run, then never again.'),
      withDescription('/setupFiles', 'Files that run before each test file.', 'Registers matchers for the tests.'),
    ]);
    expect(described.search('run before each test file', 7).map((match) => match.page.routePath)[0]).toBe('/setupFiles');
  });

  test('words typed apart rank the page named by their compound, not a page whose code only uses it', async () => {
    const compound = await LocalSearchEngine.build([
      page('/coverage', 'coverage', [['Reporters', 'Built-in and custom reporters of coverage.\n\nreporters: [customReporter]']]),
      page('/reporter-api', 'Custom reporters', [['Reporter hooks', 'A reporter is an object with hooks.']]),
    ]);
    expect(compound.search('custom reporter', 7).map((match) => match.page.routePath)[0]).toBe('/reporter-api');
  });
});

describe('lookup-table rows (search-only sections)', () => {
  /** A page whose rows are sections of its search data only, as theme/MigrationTable/plugin.ts adds them. */
  function table(routePath: string, title: string, intro: string, rows: [name: string, line: string][]): SearchPage {
    let content = intro;
    const toc = rows.map(([name, line], index) => {
      content += '\n\n';
      const header = { id: `row${index}`, text: `\`${name}\``, depth: SEARCH_ONLY_DEPTH, charIndex: content.length };
      content += `${name}\n${line}`;
      return header;
    });
    return { routePath, title, content, toc, lang: 'en' };
  }
  const lookup = table('/lookup', 'Jest and Vitest lookup table', 'Type the Jest or Vitest name you are replacing.', [
    ['jest.isMockFunction', 'jest.isMockFunction → rs.isMockFunction.'],
    ['jest.mocked', 'jest.mocked → rs.mocked.'],
    ['jest.mock', 'jest.mock → rs.mock. Hoisted above the imports. For a module that a CommonJS test loads with require, use rs.mockRequire.'],
    ['jest.unstable_mockModule', 'jest.unstable_mockModule → rs.mock. Rstest mocks ES modules with rs.mock.'],
    ['jest.requireActual', 'jest.requireActual → rs.requireActual. Loads the module itself, not its mock.'],
    ['jest.resetModules', 'jest.resetModules → rs.resetModules.'],
  ]);
  const teaching = [
    page('/api/rstest/mockModules', 'Module mocking', [
      ['`rstest.mock`', 'Replaces the module at a path with a mock for every import in the test file.'],
      ['`rstest.importActual`', 'Imports the original module, not its mock.'],
      ['`rstest.requireActual`', 'The CommonJS form of `rstest.importActual`, written `jest.requireActual` in Jest.'],
    ]),
    page('/guide/basic/mocking', 'Mocking', [
      ['Mock functions and spies', 'Create a mock function with rs.fn.'],
      ['Mock a module', 'Call rs.mock with the path of the module to replace.'],
    ]),
    page('/api/rstest/mockInstance', 'Mock instance', [['`mock.calls`', 'The arguments of each call of the mock, whichever module made it.']]),
  ];

  test('a row whose note holds the words ranks below the pages whose title or a heading names them', async () => {
    const engine = await LocalSearchEngine.build([lookup, ...teaching]);
    const found = engine.search('mock module', 7).map((match) => match.page.routePath);
    expect(found.slice(0, 2).sort()).toEqual(['/api/rstest/mockModules', '/guide/basic/mocking']);
    expect(found.indexOf('/lookup')).toBeGreaterThan(1);
  });

  test('a row still comes first when no page names more of the query than the table', async () => {
    // The Module mocking page names `requireActual`, the table's title names `jest`: one word each.
    const engine = await LocalSearchEngine.build([lookup, ...teaching]);
    expect(engine.search('jest.requireActual', 7).map((match) => match.page.routePath)).toEqual(['/lookup', '/api/rstest/mockModules']);
  });

  test('words typed apart that the index also has as one compound count one by one for holding the query together', async () => {
    // `mockmodule` is a word of the index (a row's `jest.unstable_mockModule`); the heading "Mock a module" holds both
    // words of the query, the title "Mock instance" one of them.
    const engine = await LocalSearchEngine.build([lookup, ...teaching]);
    const found = engine.search('mock module', 7).map((match) => match.page.routePath);
    expect(found.indexOf('/guide/basic/mocking')).toBeLessThan(found.indexOf('/api/rstest/mockInstance'));
  });
});

describe('query parsing', () => {
  test('typo tolerance grows with the length of the term; Chinese words get none', () => {
    const edits = (query: string) => parseQuery(query).map((term) => term.forms[0].edits);
    expect(edits('fn mock jsdom function mockResolvedValue')).toEqual([0, 1, 1, 2, 2]);
    expect(edits('快照')).toEqual([0]);
  });

  test('a Chinese term also matches its English API word', () => {
    const [mock] = parseQuery('模拟');
    expect(mock.forms.flatMap((form) => form.terms)).toEqual(['模拟', 'mock']);
  });

  test('a query of stop words only still searches them', () => {
    expect(parseQuery('how to').map((term) => term.term)).toEqual(['how', 'to']);
  });

  test('neighbouring words are joined into compounds', () => {
    expect(compounds('pass with no tests')).toContain('passwithnotests');
    expect(compounds('before each')).toEqual(['beforeeach']);
  });
});

describe('inverted index', () => {
  test('edit distance counts a swap of neighbours as one edit and stops past the maximum', () => {
    expect(editDistance('retyr', 'retry', 1)).toBe(1);
    expect(editDistance('setupfils', 'setupfiles', 2)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });

  test('a vocabulary finds words, prefixes and typos, from words in any order or from sorted ones taken as they are', () => {
    const words = ['retry', 'reporter', 'retries', 'root', 'reporters', 'retry'];
    const sorted = ['reporter', 'reporters', 'retries', 'retry', 'root'];
    for (const vocabulary of [SortedVocabulary.of(words), new SortedVocabulary(sorted)]) {
      expect(sorted.every((word) => vocabulary.has(word))).toBe(true);
      expect(['retr', 'roots', '', 'zzz'].some((word) => vocabulary.has(word))).toBe(false);
      expect(vocabulary.withPrefix('rep')).toEqual(['reporter', 'reporters']);
      expect(vocabulary.near('retyr', 1)).toEqual([['retry', 1]]);
      expect(vocabulary.near('rot', 1)).toEqual([['root', 1]]);
    }
  });

  test('a word on every page weighs less than a rare word', () => {
    const index = InvertedIndex.of([1], [[['run', 'tests', 'jsdom']], [['run', 'tests']], [['run']]].map((fields) => ({ fields, lines: [] })));
    const score = (term: string) => index.search([{ terms: [term], all: false, prefix: false, edits: 0 }]).get(0)?.score ?? 0;
    expect(score('jsdom')).toBeGreaterThan(score('run'));
  });
});

describe('glossary synonyms', () => {
  test('a Chinese form the glossary keeps out of the pages finds the page that uses the chosen form', () => {
    expect(routes('模拟计时器')[0]).toBe('/zh/api/rstest/fakeTimers');
    expect(routes('假定时器')[0]).toBe('/zh/api/rstest/fakeTimers');
  });

  test('each avoided Chinese form is rewritten to the chosen one, longest form first', () => {
    expect(withGlossaryForms('监听模式')).toContain('watch 模式');
    expect(withGlossaryForms('报告器')).toContain('reporter');
    expect(withGlossaryForms('mock')).toBe('mock');
  });
});
