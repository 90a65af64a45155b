import { expect, type Page } from '@playwright/test';

export interface SearchHit {
  /** The page title shown under the hit. */
  title: string;
  /** The hit's link, e.g. `/config/test/retry#pitfalls`. */
  href: string;
}

/**
 * Opens the search panel with the navbar button and waits for its input. A click before hydration is replayed once
 * the page is idle, and the panel's code loads on first use: together seconds on a busy machine.
 */
export async function openSearch(page: Page) {
  await page.locator('.rp-search-button').first().click();
  await panelReady(page);
}

/**
 * Waits until the opened panel's input has focus and the panel listens for keys. The input takes focus as the panel
 * renders; its key handling (Escape, arrows, Enter) is attached by an effect that runs after the next paint, which a
 * busy machine can delay past a key pressed at once (no reader types within that frame).
 */
export async function panelReady(page: Page) {
  await expect(page.locator('.rp-search-panel__input')).toBeFocused({ timeout: 20_000 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/** Types `query` into the (opened or not) search panel and returns the hits in display order. */
export async function searchFor(page: Page, query: string): Promise<SearchHit[]> {
  const input = page.locator('.rp-search-panel__input');
  if (!(await input.isVisible())) await openSearch(page);
  await input.fill(query);
  const results = page.locator('.rp-search-panel__results');
  // Rspress's no-results block (.rp-no-search-result) and the panel's empty states.
  const noResults = page.locator('.rp-no-search-result, .rp-search-panel__no-results, .rp-search-panel__empty');
  // The first query waits for the search code and the index to load and be indexed: seconds on a busy machine.
  await expect(page.locator('.rp-suggest-item__link').first().or(noResults.first())).toBeVisible({ timeout: 45_000 });
  // Results render after a debounce; wait until they stop changing.
  let previous = '';
  for (let i = 0; i < 20; i++) {
    const current = await results.innerText().catch(() => '');
    if (current === previous && current !== '') break;
    previous = current;
    await page.waitForTimeout(100);
  }
  return page.locator('.rp-suggest-item__link').evaluateAll((links) =>
    links.map((link) => ({
      title: link.querySelector('.rp-suggest-item__title')?.textContent?.trim() ?? '',
      href: new URL((link as HTMLAnchorElement).href).pathname + new URL((link as HTMLAnchorElement).href).hash,
    })),
  );
}

/** The path part of a hit, without the hash. */
export const hitPath = (hit: SearchHit) => hit.href.split('#')[0];
