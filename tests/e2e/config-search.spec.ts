/**
 * Readers look config options up by name: through the site search in both languages, and through the filter
 * of the Config overview.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hitPath, searchFor } from './utils/search';
import { expect, test } from './utils/test';

// This spec searches: the real index, not the empty one the other specs are served (utils/test.ts).
test.use({ realSearchIndex: true });

const DOCS = path.resolve(import.meta.dirname, '../../docs');

const SEARCHES = [
  { home: '/', query: 'passWithNoTests', page: '/config/test/passWithNoTests' },
  { home: '/', query: 'setupFiles', page: '/config/test/setupFiles' },
  { home: '/', query: 'writeToDisk', page: '/config/build/dev' },
  { home: '/zh/', query: 'passWithNoTests', page: '/zh/config/test/passWithNoTests' },
  { home: '/zh/', query: '源码内测试', page: '/zh/config/test/includeSource' },
  { home: '/zh/', query: '持久化构建缓存', page: '/zh/config/build/performance' },
];

for (const { home, query, page: target } of SEARCHES) {
  test(`searching "${query}" on ${home} finds ${target}`, async ({ page }) => {
    await page.goto(home);
    const hits = await searchFor(page, query);
    const hit = hits.find((h) => hitPath(h) === target);
    expect(hit, `hits: ${JSON.stringify(hits)}`).toBeDefined();

    await page.locator(`.rp-suggest-item__link[href^="${target}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`^[^#]*${target}(#.*)?$`));
  });
}

/** The config sidebar of a language: the test options' section headers, and how many option pages there are. */
function configSidebar(lang: 'en' | 'zh') {
  type Item = string | { type: string; name?: string; label: string };
  const read = (group: string) => JSON.parse(readFileSync(path.join(DOCS, lang, 'config', group, '_meta.json'), 'utf8')) as Item[];
  const test = read('test');
  const build = read('build');
  const names = [...test, ...build].flatMap((item) => (typeof item === 'string' ? [item] : item.type === 'file' && item.name ? [item.name] : []));
  const sections = test.flatMap((item) => (typeof item !== 'string' && item.type === 'section-header' ? [item.label] : []));
  return { sections, pages: names.length, names };
}

const OVERVIEWS = [
  {
    path: '/config/',
    ...configSidebar('en'),
    build: 'Build Configurations',
    filter: 'Filter',
    placeholder: 'Enter keyword',
    noMatch: 'No matching API found',
  },
  { path: '/zh/config/', ...configSidebar('zh'), build: '构建配置', filter: '筛选', placeholder: '输入关键词', noMatch: '未找到匹配的 API' },
];

for (const { path: route, sections, pages, names, build, filter, placeholder, noMatch } of OVERVIEWS) {
  test(`the overview ${route} lists every option in its group by task, with a summary, and filters them`, async ({ page }) => {
    await page.goto(route);
    const overview = page.locator('.rp-overview');
    // The test options by task (the sidebar's section headers), then the build options. The heading text is
    // followed by its `#` anchor link.
    await expect(overview.locator('h2 > span')).toHaveText([...sections, build]);
    const titles = overview.locator('.rp-overview-group__item__title__link');
    await expect(titles).toHaveCount(pages);
    // Each card's first line is the page's description (given to the overview page at build time, not by the records).
    const first = readFileSync(path.join(DOCS, route.startsWith('/zh/') ? 'zh' : 'en', 'config/test', `${names[0]}.mdx`), 'utf8');
    const description = first.match(/^description:\s*(.+)$/m)?.[1].replaceAll('`', '');
    await expect(overview.locator('.rp-overview-group__item').first().locator('li').first()).toHaveText(description ?? '-');

    const input = page.getByLabel(filter);
    await expect(input).toHaveAttribute('placeholder', placeholder);
    await input.fill('source.define');
    await expect(titles).toHaveText(['source']);
    await input.fill('PASSWITH');
    await expect(titles).toHaveText(['passWithNoTests']);
    await input.fill('zzz');
    await expect(overview.locator('.rp-overview__empty')).toHaveText(`${noMatch}: zzz`);
    // Every option is found by its name.
    for (const name of names) {
      await input.fill(name);
      await expect(titles.filter({ hasText: new RegExp(`^${name}$`) })).toHaveCount(1);
    }
  });
}

test('the /config/ filter reads hyphens as spaces, in any case: a group name lists the whole group', async ({ page }) => {
  await page.goto('/config/');
  const titles = page.locator('.rp-overview-group__item__title__link');
  await page.getByLabel('Filter').fill('MOCKS-AND-STUBS');
  await expect(page.locator('.rp-overview h2 > span')).toHaveText(['Mocks and stubs']);
  await expect(titles).toHaveText(['clearMocks', 'resetMocks', 'restoreMocks', 'unstubGlobals', 'unstubEnvs']);
});
