// A first load that does not grow with the site (issue #30, plugins/sections.ts and theme/Sections): the page table
// per section. Checked here without a build: which section a path is in, the short form a section's table is
// written in, the browser's site data and page data without their per-page parts, and the chunk loader's maps of a
// real Rspack build without the pages' chunks. tests/e2e/sections.spec.ts checks the built site; the bench (npm run
// bench -- --scale 4) checks that the shared first load does not grow with four times the pages.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cleanUrl } from '@rspress/shared';
import { rspack } from '@rspack/core';
import { describe, expect, test } from '@rstest/core';
import { canonical, pageDataWithoutPages, siteDataWithoutSidebars, withoutChunkEntries } from '../../plugins/sections';
import { normalizeRoutePath, sectionFileOf, sectionKeyOf } from '../../theme/Sections/keys';
import { decodeTable, encodeTable, type PageRecord, type SectionTable } from '../../theme/Sections/table';

const require = createRequire(import.meta.url);
const RSPRESS = path.dirname(require.resolve('@rspress/core/package.json'));

/** Rspress's own `normalizeRoutePath` (dist/runtime/route.js), run as it is written there. */
function rspressNormalize(): (routePath: string) => string {
  const source = readFileSync(path.join(RSPRESS, 'dist/runtime/route.js'), 'utf8');
  const body = /function normalizeRoutePath\(routePath\) \{([\s\S]*?)\n\}/.exec(source)?.[1];
  if (!body) throw new Error("Rspress's route.js no longer has normalizeRoutePath");
  return new Function('cleanUrl', `return function (routePath) {${body}}`)(cleanUrl);
}

describe('which section a path is in (theme/Sections/keys.ts)', () => {
  test("a path is normalized as Rspress's router normalizes it", () => {
    const rspress = rspressNormalize();
    const spellings = [
      '/guide/start/quick-start',
      '/Guide/Start/Quick-Start.html',
      '/guide/start/quick%2Dstart',
      '/guide/start/index',
      '/guide/start/index.html',
      '/guide/start/',
      '/zh/GUIDE/start/?outline=0#top',
      '/api/rstest/fakeTimers#usage',
      '/',
    ];
    for (const spelling of spellings) expect(normalizeRoutePath(spelling), spelling).toBe(rspress(spelling));
  });

  test('the section is the language and the first segment after it, in lower case', () => {
    const key = (routePath: string) => sectionKeyOf(routePath, 'en', ['en', 'zh']);
    expect(key('/config/test/bail')).toBe('en/config');
    expect(key('/Config/Test/Bail.html')).toBe('en/config');
    expect(key('/config/')).toBe('en/config');
    expect(key('/config')).toBe('en/config');
    expect(key('/zh/guide/start/')).toBe('zh/guide');
    expect(key('/ZH/guide/start/index.html')).toBe('zh/guide');
    expect(key('/')).toBe('en/');
    expect(key('/index.html')).toBe('en/');
    expect(key('/zh/')).toBe('zh/');
    expect(key('/zh')).toBe('zh/');
    // The default language has no segment of its own: /en/… is an unknown section (Rspress shows the 404 page).
    expect(key('/en/guide/')).toBe('en/en');
  });

  test("a section's script has a file name of its own, whatever the segment", () => {
    expect(sectionFileOf('en/config')).toBe('en~config');
    expect(sectionFileOf('zh/')).toBe('zh');
    expect(sectionFileOf('en/a b')).toBe('en~a_20_b');
    expect(sectionFileOf('en/a_b')).toBe('en~a_5f_b');
    const keys = ['en/', 'en/a', 'en/a~b', 'en/a_7e_b', 'zh-cn/', 'zh/cn', 'en/中文'];
    expect(new Set(keys.map(sectionFileOf)).size).toBe(keys.length);
    for (const key of keys) expect(sectionFileOf(key)).toMatch(/^[a-z0-9_~-]+$/);
  });
});

const record = (routePath: string, title: string, extra: Partial<PageRecord> = {}): PageRecord => ({
  title,
  routePath,
  lang: routePath.startsWith('/zh/') ? 'zh' : 'en',
  toc: [],
  frontmatter: {},
  version: '',
  ...extra,
});

/** A table as the build makes it, with what the short form must keep: unusual paths, fields and sidebar entries. */
const TABLE: SectionTable = {
  key: 'zh/config',
  sidebars: {
    '/zh/config': [
      { text: '概览', link: '/zh/config/index.html', _fileKey: 'zh/config/index' },
      {
        text: '测试配置',
        link: '/zh/config/test/index.html',
        // A group's own key names its folder, not its index page.
        _fileKey: 'zh/config/test',
        collapsible: true,
        collapsed: false,
        items: [
          { sectionHeaderText: '测试文件' },
          { text: 'include', link: '/zh/config/test/include.html', overviewHeaders: [], _fileKey: 'zh/config/test/include' },
          { dividerType: 'solid' },
          // An entry with a link and no key of its own (a sidebar written by hand).
          { text: 'bail', link: '/zh/config/test/bail.html' },
        ],
      },
    ],
  },
  pages: [
    record('/zh/config/', '配置概览'),
    record('/zh/config/test/include', 'include', { translationLag: { since: 1 } as never }),
    // A Markdown page, and a record without the usual table of contents.
    record('/zh/config/test/bail', 'bail'),
    { ...record('/zh/config/test/retry', 'retry'), toc: undefined as never },
  ],
  routes: [
    ['/zh/config/', 'zh/config/index.mdx', 'K3', ['hg', 7]],
    ['/zh/config/test/include', 'zh/config/test/include.mdx', 12, ['hg', 'b3']],
    ['/zh/config/test/bail', 'zh/config/test/bail.md', 'Lq', [9]],
    ['/zh/config/test/retry', 'zh/config/test/retry.mdx', 'x', ['hg', 'r']],
  ],
  files: {
    7: 'static/js/async/route-05bb22458b14.2b8c951294.js',
    b3: 'static/js/async/route-8c03d377b452.e112d3b11b.js',
    9: 'static/js/async/5.1a2b3c4d5e.js',
    r: 'elsewhere/route-x.js',
  },
};
// The record without `toc` must stay without it.
delete (TABLE.pages[3] as Partial<PageRecord>).toc;

describe("a section's table in its short form (theme/Sections/table.ts)", () => {
  test('reads back as it was written', () => {
    expect(canonical(decodeTable(encodeTable(TABLE)))).toBe(canonical(TABLE));
  });

  test('leaves out what can be told from the rest', () => {
    const encoded = JSON.stringify(encodeTable(TABLE));
    // Usual source paths, `_fileKey`s and record fields, and the chunk folder and extension.
    expect(encoded).not.toContain('zh/config/test/include.mdx');
    expect(encoded).not.toContain('"_fileKey":"zh/config/test/include"');
    expect(encoded).not.toContain('"frontmatter"');
    expect(encoded).not.toContain('static/js/async/');
    // What cannot: a Markdown source, a group's folder key, a field of one page, a chunk elsewhere.
    expect(encoded).toContain('zh/config/test/bail.md');
    expect(encoded).toContain('"_fileKey":"zh/config/test"');
    expect(encoded).toContain('translationLag');
    expect(encoded).toContain('elsewhere/route-x.js');
    expect(encoded.length).toBeLessThan(JSON.stringify(TABLE).length * 0.75);
  });
});

describe("the browser's site data and page data without their per-page parts (plugins/sections.ts)", () => {
  test('the site data keeps everything but the sidebars, which are left empty to be filled in', () => {
    const siteData = {
      base: '/',
      themeConfig: {
        sidebar: { '/': [{ text: 'a', link: '/a.html' }] },
        locales: [
          { lang: 'en', nav: [{ text: 'Guide', link: '/guide/' }], sidebar: { '/guide': [{ text: 'Intro', link: '/guide/index.html' }] } },
          { lang: 'zh', nav: [], sidebar: { '/zh/guide': [] } },
        ],
      },
    };
    // As Rspress writes the module (runtimeModule/siteData/rsbuildPlugin.js, listed in site/rspressInternals.ts).
    const code = siteDataWithoutSidebars(`export default ${JSON.stringify(siteData, null, 2)}`);
    const data = JSON.parse(code.replace(/^export default /, '').replace(/;\s*$/, ''));
    expect(data.themeConfig.sidebar).toEqual({});
    expect(data.themeConfig.locales.map((locale: { sidebar: object }) => locale.sidebar)).toEqual([{}, {}]);
    expect(data.themeConfig.locales[0].nav).toEqual(siteData.themeConfig.locales[0].nav);
    expect(data.base).toBe('/');
    expect(() => siteDataWithoutSidebars('export const siteData = {}')).toThrow(/site data module/);
  });

  test('the page data keeps the search index hashes, without page records', () => {
    const pageData = { pages: [record('/guide/', 'Guide')] };
    const hashes = { '###en': 'a1b2c3d4', '###zh': 'e5f6a7b8' };
    // As Rspress writes the module (runtimeModule/pageData/rsbuildPlugin.js).
    const code = pageDataWithoutPages(`export const pageData = ${JSON.stringify(pageData, null, 2)};
          export const searchIndexHash = ${JSON.stringify(hashes, null, 2)};`);
    const module = new Function(`${code.replace(/export const/g, 'const')}; return { pageData, searchIndexHash };`)();
    expect(module).toEqual({ pageData: { pages: [] }, searchIndexHash: hashes });
    expect(() => pageDataWithoutPages('export default {}')).toThrow(/page data module/);
  });
});

describe("Rspack's chunk loader without the pages' chunks (plugins/sections.ts)", () => {
  test('its two maps (names, content hashes) lose the entries of the chunks only pages load; the rest stays', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rstest-sections-'));
    try {
      // An app with two pages (chunks named as Rspress names them) sharing a module, and a part loaded on demand.
      writeFileSync(
        path.join(dir, 'index.js'),
        [
          'export const pages = [',
          '  () => import(/* webpackChunkName: "route-0123456789ab" */ "./a.js"),',
          '  () => import(/* webpackChunkName: "route-ba9876543210" */ "./b.js"),',
          '];',
          'export const panel = () => import("./panel.js");',
        ].join('\n'),
      );
      writeFileSync(path.join(dir, 'shared.js'), `export const shared = ${JSON.stringify('x'.repeat(30_000))};`);
      writeFileSync(path.join(dir, 'a.js'), 'import { shared } from "./shared.js"; export default "A" + shared;');
      writeFileSync(path.join(dir, 'b.js'), 'import { shared } from "./shared.js"; export default "B" + shared;');
      writeFileSync(path.join(dir, 'panel.js'), 'export default "panel";');
      const stats = await new Promise<import('@rspack/core').Stats>((resolve, reject) =>
        rspack(
          {
            mode: 'production',
            context: dir,
            entry: { index: './index.js' },
            // As Rsbuild names the browser build's files.
            output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:10].js', chunkFilename: 'async/[name].[contenthash:10].js', library: { type: 'window', name: 'app' } },
            optimization: { splitChunks: { chunks: 'async', minSize: 10_000, cacheGroups: { default: { minChunks: 2, reuseExistingChunk: true } } } },
          },
          (error, result) => (error || !result ? reject(error) : resolve(result)),
        ),
      );
      const { chunks = [], assets = [] } = stats.toJson({ all: false, chunks: true, chunkModules: true, assets: true, ids: true });
      const hasModule = (chunk: (typeof chunks)[number], file: string) => chunk.modules?.some((module) => module.name?.endsWith(file));
      const pages = chunks.filter((chunk) => chunk.names?.some((name) => name.startsWith('route-')));
      const panel = chunks.find((chunk) => hasModule(chunk, 'panel.js'))!;
      const shared = chunks.find((chunk) => hasModule(chunk, 'shared.js'))!;
      expect(pages).toHaveLength(2);
      // The bundler split the module both pages use into a chunk of its own: only pages load it.
      expect(pages).not.toContain(shared);
      const fileHash = (chunk: (typeof chunks)[number]) => chunk.files![0].split('.').at(-2)!;
      const main = assets.find((asset) => asset.name.startsWith('index.'))!.name;
      const code = readFileSync(path.join(dir, 'dist', main), 'utf8');
      const onlyPages = new Set([...pages, shared].map((chunk) => String(chunk.id)));
      const { code: stripped, maps } = withoutChunkEntries(code, onlyPages, new Set(pages.map((chunk) => String(chunk.id))));
      expect(maps).toBe(2);
      for (const chunk of pages) expect(code).toContain(`"${chunk.names![0]}"`);
      for (const chunk of [...pages, shared]) {
        expect(code).toContain(fileHash(chunk));
        expect(stripped).not.toContain(fileHash(chunk));
      }
      for (const chunk of pages) expect(stripped).not.toContain(`"${chunk.names![0]}"`);
      // The part loaded on demand keeps its entry, and the code still parses.
      expect(stripped).toContain(fileHash(panel));
      expect(() => new Function(stripped)).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
