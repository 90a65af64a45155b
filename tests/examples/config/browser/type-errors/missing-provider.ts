import { defineConfig } from '@rstest/core';

// `provider` is required by BrowserModeConfig, even though Rstest falls back to 'playwright' at run time.
export default defineConfig({
  browser: { enabled: true },
});
