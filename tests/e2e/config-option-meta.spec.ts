/**
 * Each config option page opens with the OptionMeta header (theme/OptionMeta): the option's type, default and CLI
 * flag, labelled in the page's language, right below the title.
 */
import { expect, test } from './utils/test';

const PAGES = [
  { path: '/config/test/retry', labels: ['Type', 'Default', 'CLI'], values: ['number', '0', '--retry'] },
  { path: '/zh/config/test/retry', labels: ['类型', '默认值', '命令行参数'], values: ['number', '0', '--retry'] },
  // An option without a flag has no CLI row.
  { path: '/config/test/setupFiles', labels: ['Type', 'Default'], values: ['string[] | string', '[]'] },
];

for (const { path, labels, values } of PAGES) {
  test(`${path} shows ${labels.join(', ')} below the title`, async ({ page }) => {
    await page.goto(path);
    const meta = page.locator('.rspress-doc dl.rp-option-meta');
    await expect(meta).toHaveCount(1);
    await expect(meta.locator('dt')).toHaveText(labels);
    await expect(meta.locator('dd > code')).toHaveText(values);
    // Between the title and the first paragraph (the page's copy-as-Markdown buttons sit in between too).
    const box = await meta.boundingBox();
    const title = await page.locator('.rspress-doc h1').boundingBox();
    const firstParagraph = await page.locator('.rspress-doc h1 ~ p:not(.rs-history)').first().boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(title!.y + title!.height);
    expect(box!.y + box!.height).toBeLessThanOrEqual(firstParagraph!.y);
  });
}
