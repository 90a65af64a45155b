/**
 * Issue #27 in the browser: an item's release history sits under its heading and leads to its release on the
 * releases page; the overview pages filter their cards to what a release added. Expected values come from the data
 * (site/release-history.json), not from the page.
 */
import { readFileSync } from 'node:fs';
import type { ReleaseHistory } from '../../site/releases';
import { expect, test } from './utils/test';

const HISTORY: ReleaseHistory = JSON.parse(readFileSync(new URL('../../site/release-history.json', import.meta.url), 'utf8'));
const historyOf = (key: string) => HISTORY.items[key];

test('an option page shows when its option came, linked to that release on the releases page', async ({ page }) => {
  const added = historyOf('config.bail')?.added as string;
  await page.goto('/config/test/bail');
  // Under the title (Rspress's copy-as-Markdown buttons sit between the two).
  const history = page.locator('.rspress-doc h1 ~ p.rs-history').first();
  await expect(history).toHaveText(`Added in ${added}`);
  await history.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/guide/upgrade/releases#v${added.replace(/\./g, '-')}$`));
  await expect(page.getByRole('heading', { level: 2, name: added, exact: true })).toBeInViewport();
});

test('the Chinese API reference says in Chinese where an export moved', async ({ page }) => {
  await page.goto('/zh/api/javascript-api/node-api');
  const history = page.locator('h2#createrstest + p.rs-history');
  await expect(history).toContainText('0.12.0 移至 @rstest/core/api');
});

test('the config overview filters to what the newest release added', async ({ page }) => {
  const newest = HISTORY.versions.at(-1) as string;
  const minor = newest.split('.').slice(0, 2).join('.');
  // The config items the newest minor release added (options and their sub-keys), by the name their heading shows.
  const added = Object.entries(HISTORY.items)
    .filter(([key, item]) => key.startsWith('config.') && item.added?.startsWith(`${minor}.`) && !item.removed)
    .map(([key]) => key.slice('config.'.length));
  expect(added.length).toBeGreaterThan(0);
  await page.goto('/config/');
  const overview = page.locator('.rp-overview');
  await expect(overview.getByText('bail', { exact: true })).toBeVisible();
  await page.getByLabel('Release').selectOption({ label: `Added in ${minor}` });
  // Every link left names an item of that release, or the option whose sub-key it is.
  const shown = (await overview.locator('.rp-overview-group a').allTextContents()).map((text) => text.trim());
  expect(shown.length).toBeGreaterThan(0);
  await expect(overview.getByText('bail', { exact: true })).toHaveCount(0);
  for (const name of shown.filter((text) => /^[\w.]+$/.test(text))) {
    expect(added.some((item) => item === name || item.startsWith(`${name}.`)), name).toBe(true);
  }
});
