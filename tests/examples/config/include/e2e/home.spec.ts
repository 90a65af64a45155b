// A Playwright spec: the default include pattern would pick it up, `include` keeps Rstest away from it.
import { expect, test } from '@playwright/test';

test('home page has a title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Home/);
});
