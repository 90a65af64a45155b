// Query flags, scroll-to-top, edit link, navigation layout; outline, sidebar groups, local outline dropdown, tooltips;
// overview filter; navbar heights, sidebar menu bar, outline throttle, social links, tooltip width and layer
// (SPEC-COVERAGE Q1–Q5, O1, O2, R7, P4, S15–S18, S21, S28, V4, V5, E5, C8–C13, C15, C16, C24, C26, C27, C31).
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DOCS_REPO_BASE_URL } from '../../site/links';
import { pauseClock } from './utils/clock';
import { visit } from './utils/app';
import { expect, test } from './utils/test';

const PAGE = '/guide/start/quick-start';
const parts = (page: Page) => ({
  navbar: page.locator('.rp-nav'),
  sidebar: page.locator('.rp-doc-layout__sidebar'),
  outline: page.locator('.rp-doc-layout__outline'),
  footer: page.locator('.rp-doc-footer'),
});

test.describe('query flags', () => {
  for (const flag of ['navbar', 'sidebar', 'outline', 'footer'] as const) {
    test(`?${flag}=0 hides the ${flag} and leaves the rest`, async ({ page }) => {
      const hydrationErrors: string[] = [];
      page.on('console', (message) => {
        if (/hydrat|#418|#423/i.test(message.text())) hydrationErrors.push(message.text());
      });
      await page.goto(`${PAGE}?${flag}=0`);
      await expect(page.locator('.rspress-doc h1')).toContainText('Quick Start');
      for (const [name, part] of Object.entries(parts(page))) {
        if (name === flag) await expect(part).toHaveCount(0);
        else await expect(part).toHaveCount(1);
      }
      expect(hydrationErrors).toEqual([]);
    });
  }

  test('?navbar=0 leaves no gap above the sticky sidebar and outline', async ({ page }) => {
    await page.goto(`${PAGE}?navbar=0`);
    await expect(parts(page).navbar).toHaveCount(0);
    await page.mouse.move(700, 400);
    await page.mouse.wheel(0, 1200);
    for (const part of [parts(page).sidebar, parts(page).outline])
      await expect.poll(() => part.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(0);
  });

  test('several flags combine, and a value other than 0 changes nothing', async ({ page }) => {
    await page.goto(`${PAGE}?sidebar=0&footer=0&outline=1&navbar=false`);
    const { navbar, sidebar, outline, footer } = parts(page);
    await expect(sidebar).toHaveCount(0);
    await expect(footer).toHaveCount(0);
    await expect(outline).toHaveCount(1);
    await expect(navbar).toHaveCount(1);
  });

  test('the flags follow client-side navigation', async ({ page }) => {
    await visit(page, `${PAGE}?outline=0`);
    await expect(parts(page).outline).toHaveCount(0);
    await page.locator('.rp-doc-layout__sidebar a').filter({ hasText: /^CLI$/ }).click();
    await expect(page.locator('.rspress-doc h1')).toContainText('CLI');
    await expect(parts(page).outline).toHaveCount(1);
  });
});

test.describe('navbar size and layout', () => {
  for (const [width, height] of [
    [375, 56],
    [768, 56],
    [769, 72],
    [1440, 72],
  ] as const) {
    test(`is ${height} px high at ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, PAGE);
      await expect.poll(() => page.locator('.rp-nav').evaluate((nav) => nav.getBoundingClientRect().height)).toBe(height);
    });
  }

  test('changes layout at 1280 px: inline items above, a menu button at and below', async ({ page }) => {
    await page.setViewportSize({ width: 1281, height: 800 });
    await visit(page, PAGE);
    await expect(page.locator('.rp-nav__others')).toBeVisible();
    await expect(page.locator('.rp-nav-hamburger__md')).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('.rp-nav__others')).toBeHidden();
    await expect(page.locator('.rp-nav-hamburger__md')).toBeVisible();
  });

  test('shows our three social links inline, with no popup', async ({ page }) => {
    await visit(page, PAGE);
    const links = page.locator('.rp-nav__others .rp-social-links');
    await expect(links.locator(':scope > a.rp-social-links__item')).toHaveCount(3);
    await expect(links.locator(':scope > svg')).toHaveCount(0);
  });

  test('the language submenu closes 150 ms after the pointer leaves', async ({ page }) => {
    await page.clock.install();
    await visit(page, PAGE);
    const menu = page.locator('.rp-nav__others .rp-nav-menu__item').filter({ hasText: 'English' }).first();
    await menu.hover();
    const submenu = menu.locator('.rp-hover-group');
    await expect(submenu).not.toHaveClass(/rp-hover-group--hidden/);
    await pauseClock(page);
    await page.mouse.move(700, 600);
    await page.clock.runFor(140);
    await expect(submenu).not.toHaveClass(/rp-hover-group--hidden/);
    await page.clock.runFor(20);
    await expect(submenu).toHaveClass(/rp-hover-group--hidden/);
  });
});

test.describe('sidebar menu bar (46 px)', () => {
  const barHeight = (page: Page) =>
    page.evaluate(() => document.querySelector('.rp-doc-layout__menu')?.getBoundingClientRect().height ?? 0);
  // /guide/start/quick-start has a table of contents; the /api/ overview has none.
  for (const [width, route, height] of [
    [960, '/api/', 46],
    [961, '/api/', 0],
    [1279, '/api/', 0],
    [961, PAGE, 46],
    [1279, PAGE, 46],
    [1280, PAGE, 0],
    [375, PAGE, 46],
  ] as const) {
    test(`is ${height} px at ${width} px on ${route}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, route);
      await expect(page.locator('.rspress-doc h1, .rp-overview h1').first()).toBeVisible();
      await expect.poll(() => barHeight(page)).toBe(height);
    });
  }
});

test.describe('outline', () => {
  test("is titled 'ON THIS PAGE' and lists the page's h2 to h4 headings", async ({ page }) => {
    await visit(page, '/guide/basic/cli');
    const outline = page.locator('.rp-doc-layout__outline');
    await expect(outline.locator('.rp-outline__title')).toHaveText('ON THIS PAGE');
    const headings = await page.locator('.rspress-doc').evaluate((doc) =>
      [...doc.querySelectorAll('h2, h3, h4')].map((heading) => `${heading.tagName}#${heading.id}`),
    );
    expect(headings.some((heading) => heading.startsWith('H3'))).toBe(true);
    const entries = await outline.locator('a.rp-toc-item').evaluateAll((links) =>
      links.map((link) => `H${Number(link.getAttribute('data-depth')) + 2}${decodeURIComponent(link.getAttribute('href') ?? '')}`),
    );
    expect(entries).toEqual(headings);
  });

  test('lists the new page\'s headings after a client-side navigation', async ({ page }) => {
    await visit(page, '/guide/basic/cli');
    await page.locator('.rp-doc-layout__sidebar a[href="/guide/basic/configure-rstest"]').click();
    await expect(page.locator('.rp-doc h1')).toHaveText(/Configure Rstest/);
    const headings = await page.locator('.rspress-doc').evaluate((doc) =>
      [...doc.querySelectorAll('h2, h3, h4')].map((heading) => `#${heading.id}`),
    );
    const entries = page.locator('.rp-doc-layout__outline a.rp-toc-item');
    await expect.poll(() => entries.evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href') ?? '')))).toEqual(headings);
  });

  test('is titled in Chinese on Chinese pages', async ({ page }) => {
    await visit(page, '/zh/guide/basic/cli');
    await expect(page.locator('.rp-doc-layout__outline .rp-outline__title')).toHaveText('本页目录');
  });

  test('marks the entry of the heading being read as the page scrolls', async ({ page }) => {
    await visit(page, '/guide/basic/cli');
    const active = page.locator('.rp-doc-layout__outline a.rp-toc-item--active');
    for (const id of ['filters', 'options']) {
      await page.locator(`#${id}`).evaluate((heading) => heading.scrollIntoView());
      await expect(active).toHaveAttribute('href', `#${id}`);
    }
  });

  test('follows scrolling at most every 100 ms', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/guide/basic/cli');
    await expect(page.locator('.rp-doc-layout__outline a.rp-toc-item').first()).toBeVisible();
    await pauseClock(page);
    const active = page.locator('.rp-doc-layout__outline a.rp-toc-item--active');
    await page.locator('#filters').evaluate((heading) => heading.scrollIntoView());
    await expect(active).toHaveAttribute('href', '#filters');
    await page.locator('#options').evaluate((heading) => heading.scrollIntoView());
    await page.clock.runFor(60);
    await expect(active).toHaveAttribute('href', '#filters');
    await page.clock.runFor(60);
    await expect(active).toHaveAttribute('href', '#options');
  });

  test.describe('at narrow widths, a dropdown', () => {
    test.use({ viewport: { width: 1000, height: 800 } });
    const button = (page: Page) => page.locator('.rp-sidebar-menu__right');
    const dropdown = (page: Page) => page.locator('.rp-doc-layout__outline');

    test('opens from the menu bar and closes on a click outside', async ({ page }) => {
      await visit(page, '/guide/basic/cli');
      await expect(dropdown(page)).toBeHidden();
      await button(page).click();
      await expect(dropdown(page)).toHaveClass(/rp-doc-layout__outline--open/);
      await expect(dropdown(page)).toBeVisible();
      await page.locator('.rspress-doc h1').click();
      await expect(dropdown(page)).not.toHaveClass(/rp-doc-layout__outline--open/);
      await expect(dropdown(page)).toBeHidden();
    });

    test('closes on navigation to one of its entries', async ({ page }) => {
      await visit(page, '/guide/basic/cli');
      await button(page).click();
      await dropdown(page).locator('a.rp-toc-item').filter({ hasText: 'Options' }).click();
      await expect(page).toHaveURL(/#options$/);
      await expect(dropdown(page)).toBeHidden();
    });

    test('closes on navigation to another page', async ({ page }) => {
      await visit(page, '/guide/basic/cli');
      await button(page).click();
      await expect(dropdown(page)).toBeVisible();
      await page.locator('.rp-doc-layout__sidebar a').filter({ hasText: /^Profiling$/ }).click();
      await expect(page.locator('.rspress-doc h1')).toContainText('Profiling');
      await expect(dropdown(page)).toBeHidden();
    });
  });
});

test('the scroll-to-top button appears once the page is scrolled and takes the reader back up', async ({ page }) => {
  await visit(page, '/guide/basic/cli');
  const button = page.locator('.rp-doc-layout__outline .rp-scroll-to-top');
  await expect(button).toHaveCount(0);
  await page.mouse.move(700, 400);
  await page.mouse.wheel(0, 1500);
  await expect(button).toBeVisible();
  await expect(button).toHaveText('Back to top');
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test.describe('sidebar groups', () => {
  const group = (page: Page, text: string) => page.locator('.rp-doc-layout__sidebar .rp-sidebar-group').filter({ hasText: text });
  /** The box of a group's items, after its header, folds to no height when the group is collapsed. */
  const isCollapsed = (page: Page, text: string) =>
    group(page, text).evaluate((header) => (header.nextElementSibling as HTMLElement).getBoundingClientRect().height === 0);

  test('collapse and expand, and the group of the active page opens by itself', async ({ page }) => {
    await visit(page, '/config/');
    expect(await isCollapsed(page, 'Build Configurations')).toBe(false);
    await group(page, 'Build Configurations').click();
    await expect.poll(() => isCollapsed(page, 'Build Configurations')).toBe(true);
    await group(page, 'Build Configurations').click();
    await expect.poll(() => isCollapsed(page, 'Build Configurations')).toBe(false);

    await group(page, 'Build Configurations').click();
    await expect.poll(() => isCollapsed(page, 'Build Configurations')).toBe(true);
    // Navigate into the collapsed group from the page content.
    await page.locator('.rp-doc-layout__overview a[href^="/config/build/tools"]').first().click();
    await expect(page).toHaveURL(/\/config\/build\/tools/);
    await expect.poll(() => isCollapsed(page, 'Build Configurations')).toBe(false);
    await expect(page.locator('.rp-doc-layout__sidebar a[href="/config/build/tools"]')).toBeVisible();
    await expect(page.locator('.rp-doc-layout__sidebar .rp-sidebar-item--active')).toContainText('tools');
  });

  test('the active entry is scrolled into view in a sidebar taller than the window', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 420 });
    await visit(page, '/config/build/performance');
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    const active = sidebar.locator('.rp-sidebar-item--active');
    const inView = () =>
      active.evaluate((item) => {
        const box = item.getBoundingClientRect();
        const view = item.closest('.rp-doc-layout__sidebar')!.getBoundingClientRect();
        return box.top >= view.top && box.bottom <= Math.min(view.bottom, window.innerHeight);
      });
    await expect.poll(inView).toBe(true);
    // Back to the first entry through client-side navigation: the sidebar scrolls back up to it.
    await page.locator('.rp-doc-layout__sidebar a[href="/config/"]').first().click();
    await expect(page).toHaveURL(/\/config\/$/);
    await expect.poll(inView).toBe(true);
  });
});

test.describe('edit link', () => {
  for (const [route, text, file] of [
    [PAGE, 'Edit this page', 'en/guide/start/quick-start.mdx'],
    [`/zh${PAGE}`, '编辑此页', 'zh/guide/start/quick-start.mdx'],
  ] as const) {
    test(`on ${route} points at the page's source file`, async ({ page }) => {
      await visit(page, route);
      const link = page.locator('.rp-doc-layout__outline a.rp-edit-link');
      await expect(link).toHaveText(text);
      await expect(link).toHaveAttribute('href', `${DOCS_REPO_BASE_URL}/${file}`);
      await expect(link).toHaveAttribute('target', '_blank');
    });
  }
});

test.describe('overview filter', () => {
  const filter = (page: Page) => page.getByLabel('Filter');
  const titles = (page: Page) => page.locator('.rp-overview-group__item__title__link');

  test('matches case-insensitively, with hyphens counting as spaces', async ({ page }) => {
    await visit(page, '/api/');
    await expect(filter(page)).toHaveAttribute('placeholder', 'Enter keyword');
    await filter(page).fill('MOCK-FUNCTIONS');
    await expect(titles(page)).toHaveText(['Mock functions']);
    await filter(page).fill('fake timers');
    await expect(titles(page)).toHaveText(['Fake timers']);
  });

  test("shows 'No matching API found' with the query when nothing matches", async ({ page }) => {
    await visit(page, '/api/');
    await filter(page).fill('qwertyuiop');
    await expect(page.locator('.rp-overview')).toContainText('No matching API found: qwertyuiop');
    await expect(titles(page)).toHaveCount(0);
  });

  /** How many headings of one level (`##`, `###`) an English page has in its source. */
  const headingsOf = (file: string, level: string) =>
    readFileSync(new URL(`../../docs/en/${file}`, import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith(`${level} `)).length;

  test('a card lists the headings of the levels its page asks for (level 2 by default)', async ({ page }) => {
    await visit(page, '/config/');
    const output = page.locator('.rp-overview-group__item a[href^="/config/build/output#"]');
    await expect(output.first()).toHaveAttribute('href', '/config/build/output#outputbundledependencies');
    await expect(output).toHaveCount(headingsOf('config/build/output.mdx', '##'));
    // The Mock functions page lists its level-3 headings (overviewHeaders: [3]): one per API.
    await visit(page, '/api/');
    const mocks = page.locator('.rp-overview-group__item a[href^="/api/rstest/mockFunctions#"]');
    await expect(mocks.first()).toHaveAttribute('href', '/api/rstest/mockFunctions#rstest-fn');
    await expect(mocks).toHaveCount(headingsOf('api/rstest/mockFunctions.mdx', '###'));
    // The Mock instance page asks for nothing: its level-2 headings, one per property or method.
    const instance = page.locator('.rp-overview-group__item a[href^="/api/rstest/mockInstance#"]');
    await expect(instance.first()).toHaveAttribute('href', '/api/rstest/mockInstance#mock-calls');
    await expect(instance).toHaveCount(headingsOf('api/rstest/mockInstance.mdx', '##'));
  });
});

test('no user-facing form validation: the overview filter takes any text', async ({ page }) => {
  await visit(page, '/api/');
  const input = page.getByLabel('Filter');
  for (const text of ['', '   ', '<b>', '%%%', 'x'.repeat(300)]) {
    await input.fill(text);
    expect(await input.evaluate((element: HTMLInputElement) => element.checkValidity())).toBe(true);
  }
  await expect(page.locator(':invalid')).toHaveCount(0);
});

test.describe('tooltips on icon-only navbar controls', () => {
  const bubble = (page: Page) => page.locator('.rs-tooltip');

  test('a social link shows its name 100 ms after hover, below the icon, until the pointer leaves', async ({ page }) => {
    await page.clock.install();
    await page.goto('/guide/start/');
    await pauseClock(page);
    const github = page.getByRole('link', { name: 'GitHub' });
    await github.hover();
    await page.clock.runFor(90);
    await expect(bubble(page)).toHaveCount(0);
    await page.clock.runFor(20);
    await expect(bubble(page)).toHaveText('GitHub');
    await expect(bubble(page)).toHaveClass(/rs-tooltip--open/);
    const icon = (await github.boundingBox())!;
    const box = (await bubble(page).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(icon.y + icon.height);
    expect(Math.abs(box.x + box.width / 2 - (icon.x + icon.width / 2))).toBeLessThan(2);

    await page.mouse.move(700, 500);
    await page.clock.runFor(110);
    // Closed: still fading out, or already removed once its transition ended (real time, not the fake clock).
    await expect(page.locator('.rs-tooltip.rs-tooltip--open')).toHaveCount(0);
  });

  test('the theme toggle names itself on keyboard focus; Escape dismisses it', async ({ page }) => {
    await page.goto('/guide/start/');
    // Tab from the control before it: keyboard focus, which is :focus-visible.
    await page.locator('.rp-nav__others .rs-language-menu button').focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('.rp-nav__others .rs-appearance-toggle')).toBeFocused();
    await expect(bubble(page)).toHaveText('Toggle dark mode');
    await page.keyboard.press('Escape');
    await expect(bubble(page)).toHaveCount(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`in the ${theme} theme: at most 250 px wide, page colours inverted, 70 above the popup base layer`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('rspress-theme-appearance', value), theme);
      await page.goto('/guide/start/');
      await page.getByRole('link', { name: 'Discord' }).hover();
      await expect(bubble(page)).toHaveText('Discord');
      const style = await bubble(page).evaluate((el) => {
        const probe = document.createElement('span');
        probe.style.cssText = 'color: var(--rp-c-text-1); background-color: var(--rp-c-bg)';
        document.body.append(probe);
        const page = getComputedStyle(probe);
        const bubble = getComputedStyle(el);
        const base = Number(getComputedStyle(document.documentElement).getPropertyValue('--rs-z-popup-base'));
        return {
          maxWidth: bubble.maxWidth,
          inverted: bubble.backgroundColor === page.color && bubble.color === page.backgroundColor,
          layer: Number(bubble.zIndex) - base,
        };
      });
      expect(style).toEqual({ maxWidth: '250px', inverted: true, layer: 70 });
    });
  }
});
