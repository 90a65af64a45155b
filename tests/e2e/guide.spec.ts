import { expect, test } from './utils/test';
import { routesOf, zh } from './utils/routes';

const guideRoutes = routesOf('guide');

test('the guide has the six pages of SPEC §2 and the task guides of issues #16 and #17', () => {
  expect(guideRoutes).toEqual([
    '/guide/advanced/ci',
    '/guide/advanced/debug-mode',
    '/guide/advanced/profiling',
    '/guide/advanced/projects',
    '/guide/advanced/troubleshooting',
    '/guide/basic/cli',
    '/guide/basic/cli-options',
    '/guide/basic/configure-rstest',
    '/guide/basic/coverage',
    '/guide/basic/dom-testing',
    '/guide/basic/filtering-tests',
    '/guide/basic/mocking',
    '/guide/basic/reporters',
    '/guide/basic/snapshot-testing',
    '/guide/start/',
    '/guide/start/migrate-from-jest',
    '/guide/start/migrate-from-vitest',
    '/guide/start/migration-lookup',
    '/guide/start/quick-start',
  ]);
});

// The served HTML is enough here (the layouts are tested once each in behaviour-layout.spec.ts): one request a page
// keeps this growing with pages, not with pages × browser renders.
test('every guide page, in both languages, answers with one h1, the guide sidebar and its language', async ({ request }) => {
  for (const route of guideRoutes.flatMap((r) => [r, zh(r)])) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    const isZh = route.startsWith('/zh/');
    expect(html.match(/<h1[\s>]/g), route).toHaveLength(1);
    expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1].replace(/<[^>]+>/g, '').trim(), route).not.toBe('');
    const sections = [...html.matchAll(/rp-sidebar-section-header__left"><span>([^<]+)</g)].map((m) => m[1]);
    expect(sections, route).toEqual(isZh ? ['开始', '基础', '进阶'] : ['Getting Started', 'Basic', 'Advanced']);
    expect(html, route).toContain(`<html lang="${isZh ? 'zh' : 'en'}"`);
  }
});

test('the guide introduction links to every guide from its own text (not only the sidebar)', async ({ request }) => {
  for (const lang of ['en', 'zh'] as const) {
    const prefix = lang === 'zh' ? '/zh' : '';
    const html = await (await request.get(`${prefix}/guide/start/`)).text();
    const text = html.slice(html.indexOf('id="next-steps"'));
    for (const route of guideRoutes.filter((r) => r !== '/guide/start/')) {
      expect(text, `${lang}: ${route}`).toContain(`href="${prefix}${route}"`);
    }
  }
});
