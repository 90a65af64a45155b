// The Jest/Vitest lookup table page (issue #17): a plain table without JavaScript, a filter that narrows as you type
// once the page runs, linkable rows, and rows found by the site search under their Jest or Vitest names.
import { MIGRATION_ROWS } from '../../site/migration';
import { rowText } from '../../theme/MigrationTable/filter';
import { visit } from './utils/app';
import { searchFor } from './utils/search';
import { expect, test } from './utils/test';

const ROUTE = '/guide/start/migration-lookup';
const rowOf = (name: string) => {
  const row = MIGRATION_ROWS.find((candidate) => candidate.jest === name || candidate.vitest === name);
  if (!row) throw new Error(`no row names ${name}`);
  return row;
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page is a plain table of every row, each with its link, and no inert filter', async ({ page }) => {
    await page.goto(`/zh${ROUTE}`);
    await expect(page.locator('.rstest-migration tbody tr[id]')).toHaveCount(MIGRATION_ROWS.length);
    await expect(page.locator('.rstest-migration input')).toBeHidden();
    const hoisted = rowOf('vi.hoisted');
    await expect(page.locator(`tr#${hoisted.id} a[href^="/zh${hoisted.link.split('#')[0]}"]`)).toHaveText(hoisted.rstest ?? '');
  });
});

test('the filter narrows the rows as the reader types, says how many are left, and clears with Escape', async ({ page }) => {
  await visit(page, ROUTE);
  const rows = page.locator('.rstest-migration tbody tr[id]');
  const filter = page.getByLabel('Filter rows');
  await filter.focus();
  await page.keyboard.type('requireActual');
  const expected = MIGRATION_ROWS.filter((row) => rowText(row, 'en').includes('requireactual'));
  await expect(rows).toHaveCount(expected.length);
  await expect(page.locator(`tr#${rowOf('jest.requireActual').id}`)).toBeVisible();
  await expect(page.locator('.rstest-migration output')).toHaveText(`${expected.length} of ${MIGRATION_ROWS.length} rows`);

  await page.keyboard.type(' nothing-like-this');
  await expect(rows).toHaveCount(0);
  await expect(page.locator('.rstest-migration output')).toHaveText('No row matches “requireActual nothing-like-this”.');

  await page.keyboard.press('Escape');
  await expect(filter).toHaveValue('');
  await expect(rows).toHaveCount(MIGRATION_ROWS.length);
});

test('a row has its own address: opening it shows that row', async ({ page }) => {
  const row = rowOf('--runInBand');
  await page.goto(`${ROUTE}#${row.id}`);
  await expect(page.locator(`tr#${row.id}`)).toBeInViewport();
  await expect(page.locator(`tr#${row.id} a[href="#${row.id}"]`)).toHaveCount(1);
});

test.describe('site search', () => {
  test.use({ realSearchIndex: true });

  for (const [lang, name] of [
    ['en', 'jest.requireActual'],
    ['en', 'vi.hoisted'],
    ['zh', 'jest.useFakeTimers'],
  ] as const) {
    test(`${lang}: typing ${name} finds its row`, async ({ page }) => {
      await visit(page, lang === 'zh' ? '/zh/' : '/');
      const hits = await searchFor(page, name);
      const prefix = lang === 'zh' ? '/zh' : '';
      expect(hits.map((hit) => hit.href).slice(0, 7)).toContain(`${prefix}${ROUTE}#${rowOf(name).id}`);
    });
  }
});

// The answer the page exists for is never off to the side (issue #32): at laptop and desktop widths and on a phone,
// every row's Rstest cell lies inside the viewport, with no sideways scrolling, and a note's `code` shows as code.
for (const width of [375, 1024, 1280, 1440]) {
  test(`at ${width} px every row's Rstest answer is inside the viewport`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, ROUTE);
    const table = page.locator('.rstest-migration .rp-table-scroll-container');
    expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    const outside = await page.locator('.rstest-migration tbody tr[id]').evaluateAll((rows, viewport) => {
      const cells = rows.map((row) => [row.id, row.querySelector('td:last-child')?.getBoundingClientRect()] as const);
      return cells.filter(([, box]) => !box || box.width === 0 || box.left < 0 || box.right > viewport).map(([id]) => id);
    }, width);
    expect(outside).toEqual([]);
    const row = rowOf('jest.requireActual');
    await expect(page.locator(`tr#${row.id} .rstest-migration__note code`).first()).toBeVisible();
    expect(await page.locator('.rstest-migration__note').allTextContents()).not.toContainEqual(expect.stringContaining('`'));
  });
}
