// Accessibility: axe (WCAG 2.0/2.1/2.2 A and AA rules) finds nothing at any width a reader uses (375, 768, 1024, 1280,
// 1440 px) in either theme. Every page of both languages is checked once, at a width and theme that rotate from
// page to page (so the suite grows with pages, not pages × variants); one page of each layout (home, doc,
// overview, 404) is checked in full at every width, each on a fresh load, the theme alternating from width to width
// (and starting with the other theme on the next layout, so that every width is seen in both themes), plus the other
// theme at one width; and the states that only appear on interaction (search panel, language menu, page-title menu,
// mobile menu) are checked in both themes.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { navigateInApp, recordOtherHosts, trackNetwork, visit } from './utils/app';
import { builtPage, builtPages, routesOf, zh } from './utils/routes';
import { searchFor } from './utils/search';
import { expect, test } from './utils/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const THEMES = ['light', 'dark'] as const;
const PAGES = routesOf('').flatMap((route) => [route, zh(route)]);
const WIDTHS = [375, 768, 1024, 1280, 1440] as const;
/**
 * One page per layout, checked in full at every width. The doc sample has tables, option facts and code in every
 * colour the site's code blocks use (checked below), so the per-page checks can leave code tokens out.
 */
const LAYOUT_SAMPLE = { home: '/', doc: '/config/test/reporters', overview: '/config/', '404': '/no-such-page' };
/** Highlighted code: thousands of token spans on a long page, coloured from one small palette. */
const CODE_TOKENS = 'pre code';

// axe on a long page (thousands of highlighted code tokens) takes tens of seconds on a loaded machine.
test.describe.configure({ timeout: 180_000 });

/** Opens `route` in `theme` (stored before the first script runs, as a returning reader's choice would be). */
async function open(page: Page, route: string, theme: (typeof THEMES)[number], width = 1440) {
  const network = trackNetwork(page);
  await page.setViewportSize({ width, height: 900 });
  await page.addInitScript((value) => localStorage.setItem('rspress-theme-appearance', value), theme);
  await visit(page, route);
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  // Hydrated (visit) and settled: what axe judges is what a reader meets.
  await network.quiet();
  return network;
}

/**
 * axe's violations, one readable line per offending element. `withoutCodeTokens` leaves the insides of code blocks
 * out (their colours are the doc sample's, checked there in every variant): it halves the time on long pages.
 */
async function violations(page: Page, { withoutCodeTokens = false } = {}) {
  // Details of violations only (not of passes): several times faster on long pages. Options first, as
  // `options()` replaces what `withTags()` sets. Legacy mode runs axe in the page in one go; the default mode
  // gathers per frame and then opens a second page to assemble the results, which took longer than the audit
  // itself (the site has no iframes, the only thing legacy mode does not look into).
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS);
  if (withoutCodeTokens) axe.exclude(CODE_TOKENS);
  const { violations } = await axe.analyze();
  return violations.flatMap(({ id, nodes }) =>
    nodes.map(({ target, failureSummary }) => `${id} ${target.join(' ')}: ${failureSummary?.replace(/\s+/g, ' ')}`),
  );
}

// Every page, in batches of pages reached the way a reader moves around: one full load per batch, then in-app
// navigation to each page, at the page's width (theme per batch). Loading every page afresh doubled the suite's time;
// first visits and their budget are first-load.spec.ts's. Requests to other hosts are recorded on the way.
const BATCH_SIZE = 10;
const BATCHES = Array.from({ length: Math.ceil(PAGES.length / BATCH_SIZE) }, (_, index) =>
  PAGES.slice(index * BATCH_SIZE, (index + 1) * BATCH_SIZE),
);

/** The page's own title, as prerendered: what the tab shows once an in-app navigation has rendered it. */
const titleOf = (route: string) => readFileSync(builtPage(route), 'utf8').match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
const decode = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[entity] ?? _);

BATCHES.forEach((routes, batch) => {
  const theme = THEMES[batch % THEMES.length];
  const name = `${routes[0]} … ${routes.at(-1)} (${routes.length} pages)`;
  test(`${name} have no WCAG A/AA violation (${theme}, widths rotating) and request nothing from another host`, async ({
    page,
    context,
  }) => {
    const otherHosts = recordOtherHosts(context);
    let network: ReturnType<typeof trackNetwork> | undefined;
    for (const [index, route] of routes.entries()) {
      const width = WIDTHS[(batch + index) % WIDTHS.length];
      if (!network) {
        network = await open(page, route, theme, width);
      } else {
        await page.setViewportSize({ width, height: 900 });
        await navigateInApp(page, route);
        await expect(page).toHaveTitle(decode(titleOf(route)));
        await network.quiet();
      }
      expect.soft(await violations(page, { withoutCodeTokens: true }), `${route} at ${width} px, ${theme}`).toEqual([]);
    }
    expect(otherHosts).toEqual([]);
  });
});

// Text that fades in or changes colour as the page loads is below contrast for a moment: axe, run right after load,
// caught the search button's shortcut fading in on a few pages a run (issue #32). Every transition of opacity or
// colour on an element with text, from the first byte to a second after hydration, is a failure here.
for (const [index, route] of ['/', '/config/test/include', zh('/api/'), '/no-such-page'].entries()) {
  const theme = THEMES[index % THEMES.length];
  test(`${route} (${theme}): no text fades in or changes colour while the page loads`, async ({ page }) => {
    await page.addInitScript((value) => {
      localStorage.setItem('rspress-theme-appearance', value);
      const fading: string[] = [];
      (window as { __fading?: string[] }).__fading = fading;
      document.addEventListener('transitionrun', (event) => {
        const target = event.target as HTMLElement;
        if (/opacity|color/.test(event.propertyName) && target.innerText?.trim()) fading.push(`${target.className}: ${event.propertyName}`);
      });
    }, theme);
    await visit(page, route);
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as { __fading?: string[] }).__fading)).toEqual([]);
    const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).withRules(['color-contrast']);
    expect((await axe.analyze()).violations).toEqual([]);
  });
}

test('the doc sample shows code in every colour that code blocks use anywhere on the site', () => {
  // A token colour is a class (plugins/shikiClasses.ts) or, for styles it leaves as they are, a CSS variable.
  const coloursOf = (file: string) => new Set(readFileSync(file, 'utf8').match(/--shiki-[a-z-]+|\bsk-[a-z]\b/g) ?? []);
  const site = new Set(builtPages().flatMap((file) => [...coloursOf(file)]));
  const sample = coloursOf(builtPage(LAYOUT_SAMPLE.doc));
  expect(site.size).toBeGreaterThan(3);
  expect([...site].filter((colour) => !sample.has(colour))).toEqual([]);
});

/**
 * The widths and themes each layout sample is checked at: every width once, the theme alternating from width to width
 * and from layout to layout (so each width is seen in both themes, on the doc and overview layouts alike, which share
 * Rspress's doc layout and its width-dependent sidebar and outline), plus the other theme at one width, a different
 * one per layout. Nothing of our theme or Rspress's changes a colour with the width (only the doc layout's backdrops
 * when its sidebar or outline is opened, which a fresh load does not show), so every width × theme pair per layout
 * would repeat the same colours; the themes' colours are checked on every layout, and the widths' arrangements in both
 * themes across layouts.
 */
function layoutVariants(layoutIndex: number) {
  const rotated = WIDTHS.map((width, index) => ({ width, theme: THEMES[(layoutIndex + index) % THEMES.length] }));
  const { width, theme } = rotated[layoutIndex % WIDTHS.length];
  return [...rotated, { width, theme: THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length] }];
}

test('the layout samples are checked at every width, in both themes, and every width is seen in both themes', () => {
  const layouts = Object.keys(LAYOUT_SAMPLE).map((_, index) => layoutVariants(index));
  const pairs = (variants: { width: number; theme: string }[]) => new Set(variants.map(({ width, theme }) => `${width} ${theme}`));
  for (const variants of layouts) {
    expect(new Set(variants.map(({ width }) => width))).toEqual(new Set(WIDTHS));
    expect(new Set(variants.map(({ theme }) => theme))).toEqual(new Set(THEMES));
    expect(pairs(variants).size, 'no variant twice').toBe(variants.length);
  }
  expect(pairs(layouts.flat()).size).toBe(WIDTHS.length * THEMES.length);
  // The doc and overview samples share Rspress's doc layout: together they see each of its widths in both themes.
  const ofLayout = (name: string) => layouts[Object.keys(LAYOUT_SAMPLE).indexOf(name)];
  expect(pairs([...ofLayout('doc'), ...ofLayout('overview')]).size).toBe(WIDTHS.length * THEMES.length);
  expect(layouts.flat()).toHaveLength(Object.keys(LAYOUT_SAMPLE).length * (WIDTHS.length + 1));
});

for (const [index, [layout, route]] of Object.entries(LAYOUT_SAMPLE).entries()) {
  for (const { width, theme } of layoutVariants(index)) {
    test(`${layout} layout (${route}) has no WCAG A/AA violation at ${width} px, ${theme}`, async ({ page }) => {
      await open(page, route, theme, width);
      if (layout === '404') await expect(page.getByText('404', { exact: true })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
}

for (const theme of THEMES) {
  test.describe(`${theme} theme, interaction states`, () => {
    // The search panel is checked with results in it.
    test.use({ realSearchIndex: true });
    test('the open search panel, with results, has no WCAG A/AA violation', async ({ page }) => {
      await open(page, '/guide/start/quick-start', theme);
      expect((await searchFor(page, 'config')).length).toBeGreaterThan(0);
      expect(await violations(page)).toEqual([]);
    });

    test('the open language menu and page-title menu have no WCAG A/AA violation', async ({ page }) => {
      await open(page, '/guide/start/quick-start', theme);
      await page.locator('.rs-language-menu button').click();
      await page.locator('.rp-llms-view-options__trigger').click();
      await expect(page.locator('.rp-llms-view-options__menu')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the open mobile menu has no WCAG A/AA violation', async ({ page }) => {
      await open(page, '/guide/start/quick-start', theme, 375);
      await page.locator('.rp-nav-hamburger__sm').click();
      await expect(page.locator('.rp-nav-screen')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
