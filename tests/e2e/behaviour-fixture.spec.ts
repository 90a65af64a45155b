// Options our real site leaves off, proven on a second site built with the same theme
// (tests/e2e/fixtures/alt-site: hide-on-scroll navbar, dark mode off, six social links, a nav submenu,
// a page with every switch off in its frontmatter), built by ./utils/build-site.ts.
import { pauseClock } from './utils/clock';
import { fixture, type ServedSite, startSite } from './utils/build-site';
import { visit } from './utils/app';
import { expect, test } from './utils/test';

let site: ServedSite;

// One worker runs this file's tests in order, so the fixture site is built (or taken from the cache) once.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = await startSite(fixture('alt-site'));
});
test.afterAll(async () => site?.close());

const navHeightVariable = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--rp-nav-height').trim());

test.describe('navbar hidden on scroll (themeConfig.hideNavbar: auto)', () => {
  test('hides while scrolling down, with a navbar height of 0, and comes back on scroll up', async ({ page }) => {
    await visit(page, site.url('/'));
    const nav = page.locator('.rp-nav');
    await expect(nav).toBeInViewport();
    await page.mouse.move(700, 500);
    await page.mouse.wheel(0, 800);
    await expect(page.locator('html')).toHaveClass(/rs-navbar-hidden/);
    await expect(nav).not.toBeInViewport();
    expect(await navHeightVariable(page)).toBe('0px');
    // The sticky sidebar moves up into the freed space.
    await expect.poll(() => page.locator('.rp-doc-layout__sidebar').evaluate((el) => el.getBoundingClientRect().top)).toBe(0);

    await page.mouse.wheel(0, -200);
    await expect(page.locator('html')).not.toHaveClass(/rs-navbar-hidden/);
    await expect(nav).toBeInViewport();
    expect(await navHeightVariable(page)).toBe('72px');
  });

  test('reacts to scrolling at most every 200 ms', async ({ page }) => {
    await page.clock.install();
    await visit(page, site.url('/'));
    await expect(page.locator('.rp-doc-layout__outline')).toBeVisible();
    await pauseClock(page);
    const html = page.locator('html');
    await page.evaluate(() => window.scrollTo(0, 1200));
    // The first scroll event of a burst counts at once.
    await expect(html).toHaveClass(/rs-navbar-hidden/);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.clock.runFor(150);
    await expect(html).toHaveClass(/rs-navbar-hidden/);
    await page.clock.runFor(60);
    await expect(html).not.toHaveClass(/rs-navbar-hidden/);
  });

  test('stays while the page has scrolled less than the navbar height', async ({ page }) => {
    await visit(page, site.url('/'));
    await page.mouse.wheel(0, 30);
    await page.waitForTimeout(300);
    await expect(page.locator('html')).not.toHaveClass(/rs-navbar-hidden/);
    await expect(page.locator('.rp-nav')).toBeInViewport();
  });
});

test('with darkMode: false the theme is fixed to light and there is no toggle', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('rspress-theme-appearance', 'dark'));
  await visit(page, site.url('/'));
  await expect(page.locator('.rp-nav')).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.locator('.rp-switch-appearance')).toHaveCount(0);
});

test('beyond five social links, the rest go into a popup that opens on hover', async ({ page }) => {
  await visit(page, site.url('/'));
  const links = page.locator('.rp-nav .rp-social-links').first();
  await expect(links.locator(':scope > a.rp-social-links__item')).toHaveCount(5);
  const popup = links.locator('.rp-hover-group');
  await expect(popup).toHaveClass(/rp-hover-group--hidden/);
  await links.locator(':scope > svg').hover();
  await expect(popup).not.toHaveClass(/rp-hover-group--hidden/);
  await expect(popup.locator('a.rp-social-links__item')).toHaveCount(1);
  await expect(popup.locator('a.rp-social-links__item')).toHaveAttribute('href', 'http://127.0.0.1:9/npm');
});

test('a nav submenu opens on hover and closes 150 ms after the pointer leaves', async ({ page }) => {
  await page.clock.install();
  await visit(page, site.url('/'));
  const item = page.locator('.rp-nav-menu__item').filter({ hasText: 'Pages' });
  const submenu = item.locator('.rp-hover-group');
  await item.hover();
  await expect(submenu).not.toHaveClass(/rp-hover-group--hidden/);
  await expect(submenu.getByRole('link')).toHaveText(['Switches off', 'Start page']);
  await pauseClock(page);
  await page.mouse.move(10, 600);
  await page.clock.runFor(140);
  await expect(submenu).not.toHaveClass(/rp-hover-group--hidden/);
  await page.clock.runFor(20);
  await expect(submenu).toHaveClass(/rp-hover-group--hidden/);
});

test.describe('frontmatter switches', () => {
  test('navbar, sidebar, outline and footer: false hide those parts', async ({ page }) => {
    await page.goto(site.url('/switches'));
    await expect(page.locator('h1')).toContainText('Switches off');
    await expect(page.locator('.rp-nav')).toHaveCount(0);
    await expect(page.locator('.rp-doc-layout__sidebar')).toHaveCount(0);
    await expect(page.locator('.rp-doc-layout__outline')).toHaveCount(0);
    await expect(page.locator('.rp-doc-footer')).toHaveCount(0);
  });

  test('the same page type shows all four parts when the frontmatter leaves them on', async ({ page }) => {
    await visit(page, site.url('/'));
    await expect(page.locator('.rp-nav')).toBeVisible();
    await expect(page.locator('.rp-doc-layout__sidebar')).toBeVisible();
    await expect(page.locator('.rp-doc-layout__outline')).toBeVisible();
    await expect(page.locator('.rp-doc-footer')).toBeAttached();
  });

  test('globalUIComponents: false turns off the global components (no image zoom)', async ({ page }) => {
    await page.goto(site.url('/switches'));
    const image = page.locator('.rspress-doc img');
    await expect(image).toBeVisible();
    await page.waitForTimeout(300);
    await image.click();
    await page.waitForTimeout(400);
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveClass(/medium-zoom--opened/);
  });
});

test('external links of every scheme (http, mailto, tel) open in a new tab; internal ones do not', async ({ page }) => {
  await visit(page, site.url('/links'));
  for (const href of ['mailto:team@example.com', 'tel:+10000000000', 'http://127.0.0.1:9/page']) {
    const link = page.locator(`.rspress-doc a[href="${href}"]`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expect(page.locator('.rspress-doc a[href="/"]')).not.toHaveAttribute('target', /.+/);
});

test.describe('page types', () => {
  test('doc is the default: navbar, sidebar and outline around the content', async ({ page }) => {
    await visit(page, site.url('/links'));
    await expect(page.locator('.rp-doc-layout__sidebar')).toBeVisible();
    await expect(page.locator('.rp-doc-layout__outline')).toBeAttached();
  });

  test('custom keeps the navbar and shows the content without the doc layout', async ({ page }) => {
    await visit(page, site.url('/custom'));
    await expect(page.locator('h1')).toContainText('Custom page');
    await expect(page.locator('.rp-nav')).toBeVisible();
    await expect(page.locator('.rp-doc-layout__sidebar, .rp-doc-layout__outline, .rp-doc-footer')).toHaveCount(0);
  });

  test('blank shows the content alone', async ({ page }) => {
    await page.goto(site.url('/blank'));
    await expect(page.locator('h1')).toContainText('Blank page');
    await expect(page.locator('.rp-nav, .rp-doc-layout__sidebar, .rp-doc-layout__outline, .rp-doc-footer')).toHaveCount(0);
  });
});

test.describe('overview groups (SPEC §2)', () => {
  const groupNames = (page: import('@playwright/test').Page) => page.locator('.rp-overview h2 > span');
  const cardsOf = (page: import('@playwright/test').Page, group: string) =>
    page
      .locator('.rp-overview-group-described')
      .filter({ has: page.locator('h2', { hasText: group }) })
      .locator('.rp-overview-group__item__title__link');

  test("pages outside any sidebar group are listed under 'Others', after the groups", async ({ page }) => {
    await visit(page, site.url('/reference/'));
    await expect(groupNames(page)).toHaveText(['Basics', 'Others']);
    await expect(cardsOf(page, 'Others')).toHaveText(['CLI', 'FAQ']);
  });

  test("a group's own page is its first card, and the filter finds that page's headings", async ({ page }) => {
    await visit(page, site.url('/reference/'));
    await expect(cardsOf(page, 'Basics')).toHaveText(['Basics guide', 'Setup']);
    await page.getByLabel('Filter').fill('install');
    await expect(page.locator('.rp-overview-group__item__title__link')).toHaveText(['Basics guide']);
    await expect(page.locator('.rp-overview-group__item a[href$="#install"]')).toHaveText('Install');
  });
});
