import { defineConfig } from '@rstest/core';

export default defineConfig({
  browser: {
    enabled: true,
    provider: 'playwright',
    browser: 'chromium',
    // No window; --browser.headless=false opens one.
    headless: true,
    providerOptions: {
      // For Playwright's launch(): the system's Chromium.
      launch: { executablePath: '/usr/bin/chromium' },
    },
  },
});
