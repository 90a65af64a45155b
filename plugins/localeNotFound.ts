// Rspress prerenders one 404 page, /404.html, in the default language. Served for an unknown Chinese path it is
// English until the browser renders it again in Chinese (a React hydration error, #418). This plugin adds a 404 page
// for each other language (/zh/404 → zh/404.html) that Rspress prerenders in that language, for a host to serve at
// unknown paths under /zh/ (scripts/serve.mjs does; README, "Deploying"). It is a page only for that: it is kept out
// of search, the sitemap, llms.txt and the Markdown copies. theme/Root gives a 404 page the route the browser gives
// an unknown path (/404), so the prerendered page and the browser's agree.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/** The 404 page of each language but the default one: `/zh/404`. */
export const localeNotFoundRoutes = (langs: string[], defaultLang: string) =>
  langs.filter((lang) => lang !== defaultLang).map((lang) => `/${lang}/404`);

export function localeNotFoundPlugin(): RspressPlugin {
  let routes: string[] = [];
  return {
    name: 'rstest-docs-locale-not-found',
    config(config) {
      routes = localeNotFoundRoutes((config.locales ?? []).map(({ lang }) => lang), config.lang ?? 'en');
      // The sitemap plugin lists every page it is given; a 404 page is no page to list.
      const sitemap = config.plugins?.find(({ name }) => name === '@rspress/plugin-sitemap');
      const list = sitemap?.extendPageData;
      if (sitemap && list) sitemap.extendPageData = (page, isProd) => (routes.includes(page.routePath) ? undefined : list(page, isProd));
      return config;
    },
    addPages: () =>
      routes.map((routePath) => ({
        routePath,
        // pageType 404: Rspress's 404 layout, with the title "404", as for an unknown path.
        content: '---\npageType: "404"\ntitle: "404"\nsearch: false\n---\n',
      })),
    afterBuild(config) {
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      for (const route of routes) {
        const lang = route.split('/')[1];
        rmSync(path.join(outDir, `${route}.md`), { force: true });
        // Its entry in the language's llms.txt (a line) and llms-full.txt (a `url:` header and the page's text).
        const entry = new RegExp(`\\n?- \\[[^\\]]*\\]\\([^)]*${route}\\.md\\)[^\\n]*`);
        const block = new RegExp(`---\\nurl: [^\\n]*${route}\\.md\\n---\\n[\\s\\S]*?(?=---\\nurl: |$)`);
        for (const [file, pattern] of [['llms.txt', entry], ['llms-full.txt', block]] as const) {
          const full = path.join(outDir, lang, file);
          if (existsSync(full)) writeFileSync(full, readFileSync(full, 'utf8').replace(pattern, ''));
        }
      }
    },
  };
}
