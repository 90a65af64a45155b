import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/ensure-browser.mjs';

export const PORT = Number(process.env.PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One worker: each worker drives a Chromium of its own, and on a 2-core machine (CI's) two workers made the suite
  // slower, not faster (load average 12, each test more than twice as long). Revisit if CI gets more cores.
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    // Wider than the 1280 px breakpoint, so the full desktop navbar shows.
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
  },
});
