import { normalizeHref, type SidebarData } from '@rspress/core';
import { describe, expect, test } from '@rstest/core';
import { type OverviewSource, overviewGroups } from '../../theme/Overview/groups';

// Rspress's runtime isEqualPath on a site served at /: hashes dropped, then Rspress's own href normalisation.
const isEqualPath = (a: string, b: string) =>
  normalizeHref(a.replace(/#.*$/, ''), true) === normalizeHref(b.replace(/#.*$/, ''), true);

const toc = (...texts: string[]) => texts.map((text) => ({ id: text.toLowerCase(), text, depth: 2 }));

/** The groups for an overview at `routePath`, as names with each card's text, link and listed headings. */
function groupsFor(routePath: string, sidebar: SidebarData, more: Partial<OverviewSource> = {}) {
  return overviewGroups({ sidebar, routePath, pages: [], othersName: 'Others', isEqualPath, ...more }).map((group) => ({
    name: group.name,
    cards: group.items.map((item) => [item.text, item.link, ...(item.headers ?? []).map((header) => header.text)]),
  }));
}

describe('overview groups (SPEC §2)', () => {
  // The /api/ sidebar as Rspress 2 generates it from docs/en/api/_meta.json: Utility is the rstest/ folder, whose
  // index page belongs to the group itself.
  const apiSidebar: SidebarData = [
    { text: 'Overview', link: '/api/index.html' },
    {
      text: 'Test API',
      collapsible: true,
      collapsed: false,
      items: [
        { text: 'Describe', link: '/api/test-api/describe.html' },
        { text: 'Test', link: '/api/test-api/test.html' },
      ],
    },
    {
      text: 'Utility',
      link: '/api/rstest/index.html',
      collapsible: true,
      collapsed: false,
      items: [{ text: 'Mock functions', link: '/api/rstest/mockFunctions.html', overviewHeaders: [3] }],
    },
  ];
  const apiPages = [
    { routePath: '/api/rstest/', title: 'rstest', toc: toc('rstest.waitFor', 'rstest.setConfig') },
    { routePath: '/api/rstest/mockFunctions', title: 'Mock functions', toc: [{ id: 'fn', text: 'rstest.fn', depth: 3 }] },
  ];

  test("a group's own page is the group's first card, under the page's title, with its headings", () => {
    expect(groupsFor('/api/', apiSidebar, { pages: apiPages })).toEqual([
      {
        name: 'Test API',
        cards: [
          ['Describe', '/api/test-api/describe.html'],
          ['Test', '/api/test-api/test.html'],
        ],
      },
      {
        name: 'Utility',
        cards: [
          ['rstest', '/api/rstest/index.html', 'rstest.waitFor', 'rstest.setConfig'],
          ['Mock functions', '/api/rstest/mockFunctions.html', 'rstest.fn'],
        ],
      },
    ]);
  });

  test("pages outside any group come together in one last group, 'Others'", () => {
    const sidebar: SidebarData = [
      { text: 'Overview', link: '/guide/index.html' },
      { text: 'CLI', link: '/guide/cli.html' },
      { text: 'Basics', collapsible: true, collapsed: false, items: [{ text: 'Setup', link: '/guide/setup.html' }] },
      { dividerType: 'solid' },
      { text: 'FAQ', link: '/guide/faq.html' },
      // Outside the overview's folder: not listed.
      { text: 'Blog', link: '/blog/index.html' },
    ];
    expect(groupsFor('/guide/', sidebar, { pages: [{ routePath: '/guide/cli', title: 'CLI', toc: toc('Flags') }] })).toEqual([
      { name: 'Basics', cards: [['Setup', '/guide/setup.html']] },
      {
        name: 'Others',
        cards: [
          ['CLI', '/guide/cli.html', 'Flags'],
          ['FAQ', '/guide/faq.html'],
        ],
      },
    ]);
  });

  test("each card carries its page's description, which theme/OverviewGroup shows first", () => {
    const pages = [{ routePath: '/api/test-api/test', title: 'Test', description: 'Defines a test.', toc: toc('test.each') }];
    const [testApi] = overviewGroups({ sidebar: apiSidebar, routePath: '/api/', pages, othersName: 'Others', isEqualPath });
    expect(testApi.items.map(({ text, description }) => [text, description])).toEqual([
      ['Describe', undefined],
      ['Test', 'Defines a test.'],
    ]);
  });

  test("with every page in a group there is no 'Others' group", () => {
    expect(groupsFor('/api/', apiSidebar).map((group) => group.name)).toEqual(['Test API', 'Utility']);
  });

  test("the overview's overviewHeaders prop decides the heading depths of every card", () => {
    const groups = groupsFor('/api/', apiSidebar, { pages: apiPages, propHeaders: [3] });
    expect(groups[1].cards).toEqual([
      ['rstest', '/api/rstest/index.html'],
      ['Mock functions', '/api/rstest/mockFunctions.html', 'rstest.fn'],
    ]);
  });

  test('an overview that is a group page lists that group, without a card for itself', () => {
    const sidebar: SidebarData = [
      {
        text: 'Utility',
        link: '/api/rstest/index.html',
        collapsible: true,
        collapsed: false,
        items: [{ text: 'Mock functions', link: '/api/rstest/mockFunctions.html' }],
      },
    ];
    expect(groupsFor('/api/rstest/', sidebar)).toEqual([{ name: 'Utility', cards: [['Mock functions', '/api/rstest/mockFunctions.html']] }]);
  });

  test('a group cut by section headers becomes one group per section, named by its header', () => {
    const sidebar: SidebarData = [
      { text: 'Overview', link: '/config/index.html' },
      {
        text: 'Test Configurations',
        collapsible: true,
        collapsed: false,
        items: [
          { sectionHeaderText: 'Test files' },
          { text: 'include', link: '/config/test/include.html' },
          { text: 'exclude', link: '/config/test/exclude.html' },
          { sectionHeaderText: 'Running tests' },
          { text: 'retry', link: '/config/test/retry.html' },
        ],
      },
      { text: 'Build Configurations', collapsible: true, collapsed: false, items: [{ text: 'source', link: '/config/build/source.html' }] },
    ];
    expect(groupsFor('/config/', sidebar)).toEqual([
      {
        name: 'Test files',
        cards: [
          ['include', '/config/test/include.html'],
          ['exclude', '/config/test/exclude.html'],
        ],
      },
      { name: 'Running tests', cards: [['retry', '/config/test/retry.html']] },
      { name: 'Build Configurations', cards: [['source', '/config/build/source.html']] },
    ]);
  });
});
