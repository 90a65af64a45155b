import { expect, test } from './utils/test';
import { routesOf, zh } from './utils/routes';

const guideRoutes = routesOf('guide');

test('the guide has the six pages of SPEC §2 and the task guides of issues #16, #17, #27 and #28', () => {
  expect(guideRoutes).toEqual([
    '/guide/advanced/browser-mode',
    '/guide/advanced/ci',
    '/guide/advanced/debug-mode',
    '/guide/advanced/environment-variables',
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
    '/guide/framework/react',
    '/guide/framework/vue',
    '/guide/integration/rsbuild',
    '/guide/integration/rslib',
    '/guide/integration/rspack',
    '/guide/integration/vscode',
    '/guide/start/',
    '/guide/start/migrate-from-jest',
    '/guide/start/migrate-from-vitest',
    '/guide/start/migration-lookup',
    '/guide/start/quick-start',
    '/guide/upgrade/releases',
    '/guide/upgrade/to-0-10',
    '/guide/upgrade/to-0-11',
    '/guide/upgrade/to-0-12',
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
    expect(sections, route).toEqual(
      isZh ? ['开始', '基础', '框架', '集成', '进阶', '升级'] : ['Getting Started', 'Basic', 'Framework', 'Integrations', 'Advanced', 'Upgrade'],
    );
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
