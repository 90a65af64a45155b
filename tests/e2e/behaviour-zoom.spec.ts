// Image zoom: its states, how it closes (40 px scroll threshold), an unreachable zoom target (SPEC-COVERAGE O7, Q8,
// S22–S27, E8, C21), on the diagram of the Introduction page (docs/public/rstest-workflow*.svg).
import type { Page } from '@playwright/test';
import { visit } from './utils/app';
import { expect, test } from './utils/test';

const diagram = (page: Page) => page.locator('.rspress-doc img[src*="rstest-workflow"]');
const overlay = (page: Page) => page.locator('.medium-zoom-overlay');
const isOpen = (page: Page) => page.evaluate(() => document.body.classList.contains('medium-zoom--opened'));

/** Records the zoom events of the diagram: open (opening starts), opened (open), close, closed. */
async function recordZoomEvents(page: Page) {
  await diagram(page).evaluate((image) => {
    const events: string[] = [];
    (window as unknown as { zoomEvents: string[] }).zoomEvents = events;
    for (const name of ['open', 'opened', 'close', 'closed']) image.addEventListener(`medium-zoom:${name}`, () => events.push(name));
  });
}
const zoomEvents = (page: Page) => page.evaluate(() => (window as unknown as { zoomEvents: string[] }).zoomEvents);

/** Opens the zoom on the diagram and waits until the opening animation has ended. */
async function openZoom(page: Page, route = '/guide/start/') {
  await visit(page, route);
  // Rspress attaches the zoom 100 ms after each page change.
  await expect(diagram(page)).toHaveClass(/medium-zoom-image/);
  await recordZoomEvents(page);
  await diagram(page).click();
  await expect.poll(() => zoomEvents(page)).toEqual(['open', 'opened']);
  expect(await isOpen(page)).toBe(true);
}

async function expectClosed(page: Page) {
  await expect.poll(() => zoomEvents(page)).toEqual(['open', 'opened', 'close', 'closed']);
  await expect(overlay(page)).toHaveCount(0);
  expect(await isOpen(page)).toBe(false);
}

test('the diagram has a meaningful description in each language', async ({ page }) => {
  await visit(page, '/guide/start/');
  await expect(diagram(page)).toHaveAttribute('alt', /^Rstest in four steps: .*reporters print the results$/);
  await expect(diagram(page)).toHaveJSProperty('complete', true);
  expect(await diagram(page).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await visit(page, '/zh/guide/start/');
  await expect(diagram(page)).toHaveAttribute('src', '/rstest-workflow-zh.svg');
  await expect(diagram(page)).toHaveAttribute('alt', /^Rstest 运行测试的四个步骤：/);
});

test('a content image zooms: closed, opening, open, with the overlay in the theme background', async ({ page }) => {
  await openZoom(page);
  await expect(overlay(page)).toBeVisible();
  const colours = await page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('div'));
    probe.style.background = 'var(--rp-c-bg)';
    const background = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return { overlay: getComputedStyle(document.querySelector('.medium-zoom-overlay') as Element).backgroundColor, background };
  });
  expect(colours.overlay).toBe(colours.background);
});

test('the overlay follows the dark theme background too', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openZoom(page);
  const [overlayColour, pageColour] = await page.evaluate(() => [
    getComputedStyle(document.querySelector('.medium-zoom-overlay') as Element).backgroundColor,
    getComputedStyle(document.body).backgroundColor,
  ]);
  expect(overlayColour).toBe(pageColour);
  expect(overlayColour).not.toBe('rgb(255, 255, 255)');
});

test('Escape closes the zoom', async ({ page }) => {
  await openZoom(page);
  await page.keyboard.press('Escape');
  await expectClosed(page);
});

test('a click closes the zoom', async ({ page }) => {
  await openZoom(page);
  await page.mouse.click(20, 20);
  await expectClosed(page);
});

test('resizing the window closes the zoom', async ({ page }) => {
  await openZoom(page);
  await page.setViewportSize({ width: 1200, height: 800 });
  await expectClosed(page);
});

test('scrolling closes the zoom only beyond 40 px', async ({ page }) => {
  await openZoom(page);
  const start = await page.evaluate(() => window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y + 40), start);
  await page.waitForTimeout(200);
  expect(await zoomEvents(page)).toEqual(['open', 'opened']);
  await page.evaluate((y) => window.scrollTo(0, y + 41), start);
  await expectClosed(page);
});

test("an unreachable zoom target logs 'Unable to reach the zoom image target' and still zooms", async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await visit(page, '/guide/start/');
  await expect(diagram(page)).toHaveClass(/medium-zoom-image/);
  // A high-resolution source that does not exist, as a broken `data-zoom-src` would be.
  await diagram(page).evaluate((image) => image.setAttribute('data-zoom-src', '/no-such-diagram.png'));
  await recordZoomEvents(page);
  await diagram(page).click();
  await expect.poll(() => warnings.join('\n')).toContain('Unable to reach the zoom image target');
  await expect.poll(() => zoomEvents(page)).toEqual(['open', 'opened']);
});

test('?globalUIComponents=0 switches the global components off: no zoom', async ({ page }) => {
  await visit(page, '/guide/start/?globalUIComponents=0');
  await expect(diagram(page)).toBeVisible();
  await page.waitForTimeout(300);
  await expect(diagram(page)).not.toHaveClass(/medium-zoom-image/);
  await diagram(page).click();
  await page.waitForTimeout(300);
  await expect(overlay(page)).toHaveCount(0);
});
