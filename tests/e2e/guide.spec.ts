import { expect, test } from './utils/test';
import { routesOf, zh } from './utils/routes';

const guideRoutes = routesOf('guide');

test('the guide has the six pages of SPEC §2', () => {
  expect(guideRoutes).toEqual([
    '/guide/advanced/debug-mode',
    '/guide/advanced/profiling',
    '/guide/basic/cli',
    '/guide/basic/configure-rstest',
    '/guide/start/',
    '/guide/start/quick-start',
  ]);
});

for (const route of guideRoutes.flatMap((r) => [r, zh(r)])) {
  test(`${route} answers with an h1 and the guide sidebar`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).not.toBeEmpty();
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    const isZh = route.startsWith('/zh/');
    await expect(sidebar.locator('.rp-sidebar-section-header')).toHaveText(
      isZh ? ['开始', '基础', '进阶'] : ['Getting Started', 'Basic', 'Advanced'],
    );
    await expect(page.locator('html')).toHaveAttribute('lang', isZh ? 'zh' : 'en');
  });
}
