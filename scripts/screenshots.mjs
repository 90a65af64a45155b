// Takes screenshots of pages in light/dark, desktop/375 px, for looking at what we build: node scripts/screenshots.mjs [route…]
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './ensure-browser.mjs';

const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
const OUT = process.env.OUT_DIR ?? 'test-results/screenshots';
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/zh/', '/guide/start/quick-start', '/zh/guide/start/quick-start'];
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, mobile: { width: 375, height: 812 } };

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
for (const route of routes) {
  for (const theme of ['light', 'dark']) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const page = await browser.newPage({ viewport, colorScheme: theme });
      await page.addInitScript((t) => {
        localStorage.setItem('rspress-visited', '1');
        localStorage.setItem('rspress-theme-appearance', t);
      }, theme);
      await page.goto(BASE + route, { waitUntil: 'networkidle' });
      const file = `${OUT}/${route.replace(/\W+/g, '_') || 'home'}-${theme}-${name}.png`;
      await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
      console.log(file);
      await page.close();
    }
  }
}
await browser.close();
