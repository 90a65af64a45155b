import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const DOCS_EN = path.resolve(import.meta.dirname, '../../../docs/en');

/** The route of every English page below `docs/en/<section>` (`''`: the whole site), as the built site serves it. */
export function routesOf(section: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return walk(full);
      if (!/\.mdx?$/.test(name)) return [];
      const route = `/${path.relative(DOCS_EN, full)}`.replace(/\.mdx?$/, '');
      return [route.endsWith('/index') ? route.slice(0, -'index'.length) : route].filter((r) => r !== '/404');
    });
  return walk(path.join(DOCS_EN, section)).sort();
}

/** The Chinese twin of an English route. */
export const zh = (route: string) => `/zh${route}`;

/** The built site that the browser specs are served (scripts/serve.mjs). */
const BUILD = path.resolve(import.meta.dirname, '../../../doc_build');

/** The prerendered HTML file of a route in the built site. */
export const builtPage = (route: string) => path.join(BUILD, route.endsWith('/') ? `${route}index.html` : `${route}.html`);

/** Every prerendered HTML file of the built site. */
export function builtPages(dir = BUILD): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return builtPages(full);
    return name.endsWith('.html') ? [full] : [];
  });
}
