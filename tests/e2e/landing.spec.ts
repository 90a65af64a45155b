import type { Locator, Page } from '@playwright/test';
import { REPO_URL } from '../../site/links';
import { MENU_LINKS, TOOLS } from '../../site/tools';
import { visit } from './utils/app';
import { pauseClock } from './utils/clock';
import { expect, test } from './utils/test';

const isLoopback = (url: string) => /^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url) || !/^https?:/.test(url);

/** Collects the requests the page makes to other hosts (the fixture aborts them). */
function externalRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (!isLoopback(request.url())) urls.push(request.url());
  });
  return urls;
}

/** Collects the paths of the page's requests under a folder of this site. */
function requestsUnder(page: Page, folder: string) {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (isLoopback(request.url()) && pathname.startsWith(folder)) paths.push(pathname);
  });
  return paths;
}

/** The logo images inside a container: their path on this site, attributes, and whether each decodes (a real image). */
const logoImages = (container: Locator) =>
  container.locator('.rs-tool-logo img').evaluateAll((images: HTMLImageElement[]) =>
    Promise.all(
      images.map(async (image) => ({
        src: new URL(image.src).pathname,
        alt: image.getAttribute('alt'),
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
        loading: image.getAttribute('loading'),
        drawn: await image.decode().then(
          () => image.complete && image.naturalWidth > 0,
          () => false,
        ),
      })),
    ),
  );

const trigger = (page: Page) => page.locator('.rp-nav .rs-product-menu__trigger');
const popover = (page: Page) => page.locator('.rp-nav .rs-product-menu__popover');

test.describe('hero', () => {
  test('shows title, subtitle, description and 35 decorative stars', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('.rs-home-hero');
    await expect(hero.locator('h1')).toHaveText('Rstest');
    await expect(hero).toContainText('Rspack-based Testing Framework');
    await expect(hero.locator('.rs-home-hero__description')).not.toBeEmpty();
    const stars = hero.locator('.rs-hero-stars');
    await expect(stars).toHaveAttribute('aria-hidden', 'true');
    await expect(stars.locator('.rs-hero-stars__star')).toHaveCount(35);
    // Decoration only: absolutely positioned, so the stars take no room in the layout.
    await expect(stars).toHaveCSS('position', 'absolute');
  });

  // The switch is the `stars` frontmatter of the home page (true), and `?stars=0` turns it off for one
  // visit, like the other UI switches (SPEC-COVERAGE Q1–Q8): the real page, without a test-only page.
  test('shows no stars when switched off', async ({ page }) => {
    await page.goto('/?stars=0');
    await expect(page.locator('.rs-home-hero h1')).toBeVisible();
    await expect(page.locator('.rs-hero-stars__star')).toHaveCount(0);
  });

  test('renders the stars identically on the server and in the browser', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto('/');
    expect((await response?.text())?.match(/rs-hero-stars__star/g)).toHaveLength(35);
    await page.waitForLoadState('networkidle');
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px no star sits on the hero's text or buttons, and all 35 show`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, '/');
      await expect(page.locator('.rs-hero-stars')).toHaveAttribute('data-placed', '');
      const overlaps = await page.locator('.rs-home-hero').evaluate((hero) => {
        const text: DOMRect[] = [];
        for (const block of hero.querySelectorAll(':scope > :is(h1, p)')) {
          const range = document.createRange();
          range.selectNodeContents(block);
          text.push(...range.getClientRects());
        }
        for (const button of hero.querySelectorAll(':scope > div a')) text.push(button.getBoundingClientRect());
        const stars = [...hero.querySelectorAll<HTMLElement>('.rs-hero-stars__star')].filter((star) => !star.hidden);
        const hits = stars.filter((star) => {
          const s = star.getBoundingClientRect();
          return text.some((t) => s.right > t.left && s.left < t.right && s.bottom > t.top && s.top < t.bottom);
        });
        return { shown: stars.length, hits: hits.length };
      });
      expect(overlaps).toEqual({ shown: 35, hits: 0 });
    });
  }

  test('stops twinkling when the visitor asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.locator('.rs-hero-stars__star').first()).toHaveCSS('animation-name', 'none');
  });

  // Under the search panel's backdrop the stars cannot be seen, and each of their frames would be drawn for nothing.
  test('pause while the search panel is open, and twinkle on once it closes', async ({ page }) => {
    await page.goto('/');
    const star = page.locator('.rs-hero-stars__star').first();
    await expect(star).toHaveCSS('animation-play-state', 'running');
    await page.locator('.rp-search-button').first().click();
    await expect(page.locator('.rp-search-panel__input')).toBeFocused();
    await expect(star).toHaveCSS('animation-play-state', 'paused');
    await page.keyboard.press('Escape');
    await expect(star).toHaveCSS('animation-play-state', 'running');
  });

  for (const [home, quickStart, label] of [
    ['/', '/guide/start/quick-start', 'Quick Start'],
    ['/zh/', '/zh/guide/start/quick-start', '快速开始'],
  ]) {
    test(`the primary button on ${home} opens the quick start`, async ({ page }) => {
      await page.goto(home);
      await page.locator('.rs-home-hero__actions a').filter({ hasText: label }).click();
      await expect(page).toHaveURL(quickStart);
      await expect(page.locator('h1')).toBeVisible();
    });
  }

  test('the secondary button opens the repository in a new tab', async ({ page }) => {
    await page.goto('/');
    const secondary = page.locator('.rs-home-hero__actions a').nth(1);
    await expect(secondary).toHaveText('GitHub');
    await expect(secondary).toHaveAttribute('href', REPO_URL);
    await expect(secondary).toHaveAttribute('target', '_blank');
    await expect(secondary).toHaveAttribute('rel', /noopener/);
  });
});

test.describe('features and tool block', () => {
  test('eight feature cards, each with an inline SVG icon', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('.rp-home-feature__card');
    await expect(cards).toHaveCount(8);
    await expect(page.locator('.rp-home-feature__icon svg')).toHaveCount(8);
  });

  test('six tools with name, description, address and logo, loaded once the block is in view', async ({ page }) => {
    const external = externalRequests(page);
    const logoRequests = requestsUnder(page, '/tools/');
    await page.goto('/');
    const cards = page.locator('.rs-tool-stack__card');
    await expect(cards).toHaveCount(6);
    await expect(cards.locator('.rs-tool-stack__url')).toHaveText([
      'rspack.rs',
      'rsbuild.rs',
      'rspress.rs',
      'rslib.rs',
      'rsdoctor.rs',
      'rstest.rs',
    ]);
    await expect(cards.first()).toHaveAttribute('href', 'https://rspack.rs/');
    await expect(cards.first()).toHaveAttribute('target', '_blank');
    await page.waitForLoadState('networkidle');
    expect(external).toEqual([]);

    const logos = cards.locator('.rs-tool-logo');
    await expect(logos).toHaveCount(6);
    for (const logo of await logos.all()) await expect(logo).toHaveAttribute('data-state', 'waiting');
    expect(logoRequests).toEqual([]);
    const name = cards.first().locator('.rs-tool-stack__name');
    const nameBefore = await name.evaluate((element) => element.getBoundingClientRect().left);
    await page.locator('.rs-tool-stack').scrollIntoViewIfNeeded();
    // Each card shows its tool's own logo, a file of this site, in the 40 px box kept for it: nothing moves.
    for (const logo of await logos.all()) await expect(logo).toHaveAttribute('data-state', 'loaded');
    expect(await logoImages(cards)).toEqual(
      TOOLS.map((tool) => ({ src: tool.logo, alt: '', width: '40', height: '40', loading: 'lazy', drawn: true })),
    );
    await expect(logos).toHaveText(TOOLS.map(() => ''));
    expect(await cards.first().locator('.rs-tool-logo').boundingBox()).toMatchObject({ width: 40, height: 40 });
    expect(await name.evaluate((element) => element.getBoundingClientRect().left)).toBe(nameBefore);
    expect(logoRequests.sort()).toEqual(TOOLS.map((tool) => tool.logo).sort());
    expect(external).toEqual([]);
  });

  test('the Chinese home page links the tools in Chinese', async ({ page }) => {
    await page.goto('/zh/');
    const first = page.locator('.rs-tool-stack__card').first();
    await expect(first).toHaveAttribute('href', 'https://rspack.rs/zh/');
    await expect(first).toContainText('基于 Rust 的高性能 Web 打包工具');
  });
});

test.describe('product menu', () => {
  test('opens on hover and closes when the pointer leaves', async ({ page }) => {
    await page.goto('/guide/start/');
    await expect(popover(page)).toBeHidden();
    await trigger(page).hover();
    await expect(popover(page)).toBeVisible();
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
    const links = popover(page).locator('a');
    await expect(links).toHaveCount(7);
    await expect(links.locator('.rs-product-menu__name')).toHaveText(MENU_LINKS.map((link) => link.name));
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await page.mouse.move(900, 600);
    await expect(popover(page)).toBeHidden();
  });

  test('sits bottom-left of its trigger', async ({ page }) => {
    await page.goto('/');
    await trigger(page).click();
    const button = await trigger(page).boundingBox();
    const panel = await popover(page).boundingBox();
    expect(Math.abs(panel!.x - button!.x)).toBeLessThan(1);
    expect(panel!.y).toBeGreaterThanOrEqual(button!.y + button!.height);
  });

  test('works from the keyboard: Tab, Enter, Tab into the list, Escape', async ({ page }) => {
    await page.goto('/');
    const button = trigger(page);
    await expect(button).toHaveAttribute('aria-haspopup', 'true');
    await expect(button).toHaveAccessibleName('Rstack tools');
    const controls = await button.getAttribute('aria-controls');
    await expect(page.locator(`[id="${controls}"]`)).toHaveClass(/rs-product-menu__popover/);

    for (let i = 0; i < 5 && !(await button.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(popover(page)).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(popover(page).locator('a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popover(page)).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Space');
    await expect(popover(page)).toBeVisible();
  });

  test('opens 100 ms after the pointer enters and closes 100 ms after it leaves', async ({ page }) => {
    await page.clock.install();
    await page.goto('/guide/start/');
    await pauseClock(page);
    await trigger(page).hover();
    await page.clock.runFor(90);
    await expect(popover(page)).toBeHidden();
    await page.clock.runFor(20);
    await expect(popover(page)).toBeVisible();
    await page.mouse.move(900, 600);
    await page.clock.runFor(90);
    await expect(popover(page)).toBeVisible();
    await page.clock.runFor(20);
    await expect(popover(page)).toBeHidden();
  });

  test('has a title at least 177 px wide and stacks 30 above the popup base layer', async ({ page }) => {
    await page.goto('/');
    await trigger(page).click();
    const title = popover(page).locator('.rs-product-menu__title');
    await expect(title).toHaveText('Rstack tools');
    await expect(popover(page).getByRole('list', { name: 'Rstack tools' })).toBeVisible();
    expect(await title.evaluate((el) => getComputedStyle(el).minWidth)).toBe('177px');
    const layers = await popover(page).evaluate((el) => ({
      base: Number(getComputedStyle(document.documentElement).getPropertyValue('--rs-z-popup-base')),
      popover: Number(getComputedStyle(el).zIndex),
    }));
    expect(layers.popover - layers.base).toBe(30);
  });

  test('is in Chinese on /zh/', async ({ page }) => {
    await page.goto('/zh/');
    await expect(trigger(page)).toHaveAccessibleName('Rstack 工具链');
    await trigger(page).click();
    const links = popover(page).locator('a');
    await expect(links.first()).toHaveAttribute('href', 'https://rspack.rs/zh/');
    await expect(links.locator('.rs-product-menu__desc')).toHaveText(MENU_LINKS.map((link) => link.desc));
  });

  test("loads no logo before it opens, then each entry's logo from this site", async ({ page }) => {
    const external = externalRequests(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const logos = popover(page).locator('.rs-tool-logo');
    await expect(logos).toHaveCount(MENU_LINKS.length);
    for (const logo of await logos.all()) await expect(logo).toHaveAttribute('data-state', 'waiting');
    await expect(popover(page).locator('img')).toHaveCount(0);
    expect(external).toEqual([]);

    await trigger(page).click();
    for (const logo of await logos.all()) {
      await expect(logo).toHaveAttribute('data-state', 'loaded');
      expect(await logo.boundingBox()).toMatchObject({ width: 32, height: 32 });
    }
    expect(await logoImages(popover(page))).toEqual(
      MENU_LINKS.map((link) => ({ src: link.logo, alt: '', width: '32', height: '32', loading: 'lazy', drawn: true })),
    );
    // Images, not the letters that once stood in for them.
    await expect(logos).toHaveText(MENU_LINKS.map(() => ''));
    expect(external).toEqual([]);
  });

  test('is reachable on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/guide/start/');
    await trigger(page).click();
    await expect(popover(page)).toBeVisible();
    const panel = await popover(page).boundingBox();
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(375);
  });
});

test.describe('landing navbar', () => {
  test('is transparent over the background at the top, solid once scrolled 100 px', async ({ page }) => {
    await page.goto('/');
    const nav = page.locator('.rp-nav');
    await expect(page.locator('.rp-home-background')).toBeVisible();
    await expect(nav).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, 400);
    await expect(nav).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, -400);
    await expect(nav).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });
});

test('loading / and /zh/ makes no request to another host', async ({ page }) => {
  const external = externalRequests(page);
  for (const home of ['/', '/zh/']) {
    await page.goto(home);
    await page.waitForLoadState('networkidle');
  }
  expect(external).toEqual([]);
});

test('the Markdown copy of the home page carries the hero and the features', async ({ request }) => {
  const markdown = await (await request.get('/index.md')).text();
  expect(markdown).toContain('# Rstest');
  expect(markdown).toContain('[Quick Start](/guide/start/quick-start) [GitHub](https://github.com/web-infra-dev/rstest)');
  expect(markdown).toContain('- **Browser mode**: ');
  const zhMarkdown = await (await request.get('/zh/index.md')).text();
  expect(zhMarkdown).toContain('[快速开始](/zh/guide/start/quick-start)');
  expect(zhMarkdown).toContain('- **浏览器模式**：');
});
