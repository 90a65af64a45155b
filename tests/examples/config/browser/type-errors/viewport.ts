import { defineConfig } from '@rstest/core';

// A name that is not a DevicePreset.
export const unknownPreset = defineConfig({
  browser: { enabled: true, provider: 'playwright', viewport: 'iPhone15' },
});

// The object form needs both width and height.
export const widthOnly = defineConfig({
  browser: { enabled: true, provider: 'playwright', viewport: { width: 375 } },
});
