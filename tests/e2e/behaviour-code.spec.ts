// Code blocks (wrap toggle, copy button and its 2000 ms confirmation, copy fallback) and package-manager tabs
// (SPEC-COVERAGE O3–O6, S10, S11, E3, C7).
import type { Page } from '@playwright/test';
import { pauseClock } from './utils/clock';
import { visit } from './utils/app';
import { expect, test } from './utils/test';

const PAGE = '/guide/start/';
const firstCodeBlock = (page: Page) => page.locator('.rspress-doc .rp-codeblock').first();
const codeText = (page: Page) => firstCodeBlock(page).locator('code').first().innerText();

test('the wrap toggle switches line wrapping of a code block on and off', async ({ page }) => {
  await visit(page, PAGE);
  const block = firstCodeBlock(page);
  const content = block.locator('.rp-codeblock__content');
  const wrap = block.locator('.rp-code-wrap-button');
  // markdown.defaultWrapCode is false: blocks start unwrapped.
  await expect(content).not.toHaveClass(/rp-codeblock__content--wrap-code/);
  await expect(block.locator('code').first()).toHaveCSS('white-space', 'pre');
  await block.hover();
  await wrap.click();
  await expect(content).toHaveClass(/rp-codeblock__content--wrap-code/);
  await expect(block.locator('code').first()).toHaveCSS('white-space', 'pre-wrap');
  await wrap.click();
  await expect(content).not.toHaveClass(/rp-codeblock__content--wrap-code/);
});

test.describe('copy button', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the code and shows the copied state for 2000 ms', async ({ page }) => {
    await page.clock.install();
    await visit(page, PAGE);
    const button = firstCodeBlock(page).locator('.rp-code-copy-button');
    await expect(button).toBeAttached();
    await pauseClock(page);
    await firstCodeBlock(page).hover();
    await button.click();
    await expect(button).toHaveClass(/rp-code-copy-button--copied/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe((await codeText(page)).trimEnd());
    await page.clock.runFor(1990);
    await expect(button).toHaveClass(/rp-code-copy-button--copied/);
    await page.clock.runFor(20);
    await expect(button).not.toHaveClass(/rp-code-copy-button--copied/);
  });
});

test.describe('copy fallback when the clipboard is refused', () => {
  /** Refuses both the Clipboard API and `document.execCommand('copy')`, as a locked-down browser does. */
  const refuseClipboard = (page: Page) =>
    page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      });
      document.execCommand = () => false;
    });

  const expectPrompt = async (page: Page, key: string) => {
    await refuseClipboard(page);
    await visit(page, PAGE);
    // The prompt blocks the page until it is answered, so answer it from the handler.
    const prompts: { type: string; message: string; value: string }[] = [];
    page.on('dialog', async (dialog) => {
      prompts.push({ type: dialog.type(), message: dialog.message(), value: dialog.defaultValue() });
      await dialog.dismiss();
    });
    await firstCodeBlock(page).hover();
    await firstCodeBlock(page).locator('.rp-code-copy-button').click();
    await expect.poll(() => prompts.length).toBe(1);
    const [prompt] = prompts;
    expect(prompt.type).toBe('prompt');
    expect(prompt.message).toBe(`Copy to clipboard: ${key}, Enter`);
    // The prompt holds the code, ready to be copied by hand.
    expect(prompt.value.trimEnd()).toBe((await codeText(page)).trimEnd());
    // Nothing was copied, so no copied state.
    await expect(firstCodeBlock(page).locator('.rp-code-copy-button')).not.toHaveClass(/rp-code-copy-button--copied/);
  };

  test('asks to copy with Ctrl+C', async ({ page }) => {
    await expectPrompt(page, 'Ctrl+C');
  });

  test.describe('on a Mac', () => {
    test.use({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36' });
    test('asks to copy with ⌘+C', async ({ page }) => {
      await expectPrompt(page, '⌘+C');
    });
  });
});

test.describe('package-manager tabs', () => {
  const tabs = (page: Page) => page.locator('.rspress-doc .rp-tabs').filter({ hasText: 'pnpm' }).first();
  const selected = (page: Page) => tabs(page).locator('.rp-tabs__label__item--selected');

  test('show npm, yarn, pnpm and bun variants of one command', async ({ page }) => {
    await visit(page, '/guide/start/quick-start');
    await expect(tabs(page).locator('.rp-tabs__label__item')).toHaveText(['npm', 'yarn', 'pnpm', 'bun']);
    const commands = await tabs(page).locator('.rp-tabs__content__item code').allInnerTexts();
    expect(commands.map((command) => command.trim().split(/\s+/)[0])).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
  });

  test('remember the choice in local storage across pages and reloads', async ({ page }) => {
    await visit(page, '/guide/start/quick-start');
    await expect(selected(page)).toHaveText('npm');
    await tabs(page).locator('.rp-tabs__label__item', { hasText: 'pnpm' }).click();
    await expect(selected(page)).toHaveText('pnpm');
    const storage = await page.evaluate(() =>
      Object.fromEntries(Object.keys(localStorage).filter((key) => key.startsWith('rspress.tabs.')).map((key) => [key, localStorage.getItem(key)])),
    );
    expect(storage).toEqual({ 'rspress.tabs.package.manager': '2' });

    await page.reload();
    await expect(selected(page)).toHaveText('pnpm');
    await visit(page, '/config/test/testEnvironment');
    await expect(selected(page)).toHaveText('pnpm');
    await expect(tabs(page).locator('.rp-tabs__content__item--active code')).toContainText('pnpm');
  });
});
