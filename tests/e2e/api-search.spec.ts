import { hitPath, type SearchHit, searchFor } from './utils/search';
import { expect, test } from './utils/test';

// This spec searches: the real index, not the empty one the other specs are served (utils/test.ts).
test.use({ realSearchIndex: true });

/** API names (and a Chinese term) that the site search must lead to, with the entry they should open. */
const CASES = [
  { home: '/', query: 'useFakeTimers', target: '/api/rstest/fakeTimers#rstest-usefaketimers', heading: 'rstest.useFakeTimers' },
  { home: '/', query: 'mockResolvedValue', target: '/api/rstest/mockInstance#mockresolvedvalue', heading: 'mockResolvedValue' },
  { home: '/zh/', query: '执行顺序', target: '/zh/api/test-api/hooks#execution-order', heading: '执行顺序' },
  // An option documented only in a table row leads to the entry of the function that takes it.
  { home: '/', query: 'ignoreMissingTimers', target: '/api/rstest/fakeTimers#rstest-usefaketimers', heading: 'rstest.useFakeTimers' },
  // The Chinese title of the hooks page (its sidebar label too): a hit without an anchor opens the page itself.
  { home: '/zh/', query: '钩子函数', target: '/zh/api/test-api/hooks', heading: '钩子函数' },
];

for (const { home, query, target, heading } of CASES) {
  test(`searching "${query}" on ${home} opens ${target}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(home);

    // On a busy machine the first search can outlast searchFor's wait while the index is still being built: retry it.
    let hits: SearchHit[] = [];
    await expect(async () => {
      hits = await searchFor(page, query);
    }).toPass({ timeout: 45_000 });

    // The best hit is the entry itself; every hit stays in the language of the page searched from.
    expect(hits[0]?.href).toBe(target);
    for (const hit of hits) expect(hitPath(hit).startsWith('/zh/')).toBe(home === '/zh/');

    // The router waits for the target page's chunk before it changes the URL, which can take several seconds on a
    // busy machine.
    await page.locator('.rp-suggest-item__link').first().click();
    await expect(page).toHaveURL(target, { timeout: 20_000 });
    const anchor = target.split('#')[1];
    const entry = anchor ? page.locator(`[id="${anchor}"]`) : page.locator('h1').first();
    await expect(entry).toContainText(heading, { timeout: 15_000 });
  });
}

/** The API overview in each language: its groups, and the filter that finds an API by name. */
const OVERVIEWS = [
  {
    path: '/api/',
    groups: ['Test API', 'Utility', 'JavaScript API'],
    utilityCards: ['rstest', 'Mock functions', 'Mock instance', 'Module mocking', 'Environment and globals', 'Fake timers'],
    filter: 'Filter',
    placeholder: 'Enter keyword',
  },
  {
    path: '/zh/api/',
    groups: ['测试 API', '工具函数', 'JavaScript API'],
    utilityCards: ['rstest', 'Mock 函数', 'Mock 实例', '模块 mock', '环境变量与全局变量', '假定时器'],
    filter: '筛选',
    placeholder: '输入关键词',
  },
];

for (const { path, groups, utilityCards, filter, placeholder } of OVERVIEWS) {
  test(`the overview ${path} lists the rstest page first in ${groups[1]}, and filtering 'waitFor' finds it`, async ({ page }) => {
    await page.goto(path);
    const overview = page.locator('.rp-overview');
    // The heading text is followed by its `#` anchor link.
    await expect(overview.locator('h2 > span')).toHaveText(groups);
    const utility = page.locator('.rp-overview-group-described').filter({ has: page.locator('h2', { hasText: groups[1] }) });
    await expect(utility.locator('.rp-overview-group__item__title__link')).toHaveText(utilityCards);

    const input = page.getByLabel(filter);
    await expect(input).toHaveAttribute('placeholder', placeholder);
    await input.fill('WAITFOR');
    await expect(overview.locator('h2 > span')).toHaveText([groups[1]]);
    await expect(overview.locator('.rp-overview-group__item__title__link')).toHaveText(['rstest']);
    const entry = overview.locator('a[href$="#rstest-waitfor"]');
    await expect(entry).toHaveText('rstest.waitFor');
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`${path}rstest/?#rstest-waitfor$`));
  });
}
