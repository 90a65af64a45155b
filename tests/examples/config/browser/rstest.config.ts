import { defineConfig } from '@rstest/core';

export default defineConfig({
  browser: {
    enabled: true,
    // Required by the type: 'playwright' is the only provider.
    provider: 'playwright',
    // Size the page like a phone, with one of the DevicePreset names.
    viewport: 'iPhone12Pro',
  },
});
