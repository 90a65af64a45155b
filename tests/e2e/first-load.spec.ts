// The first-load budget (README: at most 200 kB gzip on a first visit, empty cache, until the network is quiet) on
// every page of both languages, without a browser visit per page: a first visit is the page's own files (its HTML
// and everything the HTML names: stylesheet, scripts, route chunk, images) plus what its layout loads once running
// (the home layout's and the overview's code chunks, response headers). That second part is measured here, on a
// real first visit to one page per layout; and the model as a whole is checked against real first visits to other
// pages, the heaviest among them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { FIRST_LOAD_BUDGET_KB, recordFirstLoad, recordOtherHosts, trackNetwork, visit } from './utils/app';
import { builtPage, routesOf, zh } from './utils/routes';
import { expect, onLoopbackOnly, test } from './utils/test';

const BUILD = path.resolve(import.meta.dirname, '../../doc_build');
const DOCS_EN = path.resolve(import.meta.dirname, '../../docs/en');
const PAGES = routesOf('').flatMap((route) => [route, zh(route)]);
/** How far the model may be from a real first visit (kB): the size of a few response headers. */
const MODEL_TOLERANCE_KB = 1.5;
/** Pages checked with a real first visit besides the layout samples: the heaviest by the model, and a spread. */
const HEAVIEST_CHECKED = 3;
const SPREAD_CHECKED = 3;

type Layout = 'home' | 'overview' | 'doc';
const SAMPLES: Record<Layout, string> = { home: '/', overview: '/config/', doc: '/config/test/reporters' };

/** The layout of a route, from its page's frontmatter (the Chinese twin has the same). */
function layoutOf(route: string): Layout {
  const english = route.replace(/^\/zh(?=\/)/, '');
  const base = path.join(DOCS_EN, english.endsWith('/') ? `${english}index` : english);
  const source = [`${base}.md`, `${base}.mdx`].map((file) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  });
  const frontmatter = source.join('').match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
  if (/^pageType:\s*home\b/m.test(frontmatter)) return 'home';
  if (/^overview:\s*true\b/m.test(frontmatter)) return 'overview';
  return 'doc';
}

const gzipKb = new Map<string, number>();
/** A built file's size as scripts/serve.mjs sends it (gzip), in kB. */
function builtKb(file: string): number {
  let kb = gzipKb.get(file);
  if (kb === undefined) gzipKb.set(file, (kb = gzipSync(readFileSync(file)).length / 1024));
  return kb;
}

/** The page's own files: its HTML and every file of the site it names (each once). */
function ownFiles(route: string): string[] {
  const html = builtPage(route);
  const source = readFileSync(html, 'utf8');
  // What the browser fetches: `src` and `<link href>`; an `<a href>` (another page, a guide's zip) waits for a click.
  const named = [...source.matchAll(/(?:<link\b[^>]*?\shref|\ssrc)="(\/[^"#?]+)"/g)].map((match) => match[1]);
  const loader = source.match(/\(function\(sources\)[^<]*\)\((\[[^\]]*\])\)<\/script>/);
  const scripts: string[] = JSON.parse(loader?.[1] ?? '[]');
  // Only files: links to other pages (a clean URL) are not loaded.
  const files = [...named, ...scripts].filter((url) => /\.[a-z0-9]+$/i.test(url)).map((url) => path.join(BUILD, url));
  return [html, ...new Set(files)];
}

const ownKb = (route: string) => ownFiles(route).reduce((sum, file) => sum + builtKb(file), 0);

/** A real first visit: fresh context, empty cache, until the network is quiet. */
async function firstVisit(browser: Browser, route: string) {
  const context = await browser.newContext();
  // Recorded before the abort of onLoopbackOnly (an aborted request is still reported).
  const otherHosts = recordOtherHosts(context);
  await onLoopbackOnly(context);
  const load = recordFirstLoad(context);
  const page = await context.newPage();
  const network = trackNetwork(page);
  await visit(page, route);
  await network.quiet(300);
  const result = { kb: await load.kb(), breakdown: await load.breakdown(), otherHosts };
  await context.close();
  return result;
}

test('every page loads at most the budget on a first visit, and the model of that agrees with real first visits', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // What each layout loads beyond the page's own files, from a real first visit to its sample.
  const extraKb = {} as Record<Layout, number>;
  for (const [layout, route] of Object.entries(SAMPLES) as [Layout, string][]) {
    expect(layoutOf(route)).toBe(layout);
    const visit = await firstVisit(browser, route);
    expect(visit.otherHosts).toEqual([]);
    extraKb[layout] = visit.kb - ownKb(route);
    // Lazily loaded chunks and headers: never negative, and small next to the page.
    expect(extraKb[layout], `${route}\n${visit.breakdown}`).toBeGreaterThanOrEqual(0);
    expect(extraKb[layout], `${route}\n${visit.breakdown}`).toBeLessThan(30);
  }

  const modelled = PAGES.map((route) => ({ route, kb: ownKb(route) + extraKb[layoutOf(route)] }));
  const heaviest = [...modelled].sort((a, b) => b.kb - a.kb).slice(0, 3);
  console.log(`heaviest first loads: ${heaviest.map(({ route, kb }) => `${route} ${kb.toFixed(1)} kB`).join(', ')}`);
  for (const { route, kb } of modelled) {
    const files = ownFiles(route)
      .map((file) => `${builtKb(file).toFixed(1).padStart(6)} kB ${path.relative(BUILD, file)}`)
      .join('\n');
    expect.soft(kb, `first load of ${route}: ${kb.toFixed(1)} kB\n${files}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
  }

  // The model against real first visits: the heaviest pages, and a spread over the site.
  const byWeight = [...modelled].sort((a, b) => b.kb - a.kb);
  const spread = Array.from({ length: SPREAD_CHECKED }, (_, index) => modelled[Math.floor(((index + 0.5) * modelled.length) / SPREAD_CHECKED)]);
  for (const { route, kb } of [...byWeight.slice(0, HEAVIEST_CHECKED), ...spread]) {
    const real = await firstVisit(browser, route);
    expect.soft(real.otherHosts, `requests of ${route} to other hosts`).toEqual([]);
    expect.soft(real.kb, `real first load of ${route}\n${real.breakdown}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
    expect.soft(Math.abs(real.kb - kb), `${route}: real ${real.kb.toFixed(1)} kB, modelled ${kb.toFixed(1)} kB\n${real.breakdown}`).toBeLessThanOrEqual(MODEL_TOLERANCE_KB);
  }
});

// Issue #30: the scripts every page loads do not grow with the number of pages. Each page's route, record and
// sidebar entry, and its chunks' file names, are in the table of its section (plugins/sections.ts), which only the
// pages of that section load. The bench (npm run bench -- --scale 4, `firstLoadScale`) builds the site with four times
// the pages and compares what every page loads with today's: it takes minutes, too long for this suite.
test("the scripts every page loads name no page's chunk and hold no page's route: those come with its section", () => {
  const scripts = PAGES.map((route) => ownFiles(route).filter((file) => file.endsWith('.js')))
    .reduce((common, files) => common.filter((file) => files.includes(file)));
  expect(scripts.length).toBeGreaterThan(0);
  const code = scripts.map((file) => readFileSync(file, 'utf8')).join('\n');
  expect(code.match(/route-[0-9a-f]{12}/g) ?? [], `page chunks named in ${scripts.map((file) => path.relative(BUILD, file)).join(', ')}`).toEqual([]);
  // A page's path in quotes, as a route table or page record has it (the navbar's links are written otherwise; a
  // home page's path, `/`, is also the logo's link).
  const routes = PAGES.filter((route) => !['/', '/zh/'].includes(route) && code.includes(`"${route}"`));
  expect(routes, `page paths in the shared scripts: ${routes.join(', ')}`).toEqual([]);
});

// The search engine (search/) loads when the reader is about to search (search/searcher.ts imports it lazily): the
// rule that marks its modules free of side effects (rspress.config.ts) keeps what the searcher does not use out of
// the scripts every page loads. The tokenizer's scripts (search/text.ts) and the synonym table are the engine's.
test('the scripts every page loads hold none of the search engine: it loads when the reader is about to search', () => {
  const scripts = PAGES.map((route) => ownFiles(route).filter((file) => file.endsWith('.js')))
    .reduce((common, files) => common.filter((file) => files.includes(file)));
  const code = scripts.map((file) => readFileSync(file, 'utf8')).join('\n');
  for (const text of ['Script=Hiragana', 'Intl.Segmenter', 'golden master']) expect(code.includes(text), text).toBe(false);
});
