import { defineConfig, type ExtendConfigFn } from '@rstest/core';

// A preset, written the way adapter packages write them: it receives your config (read-only)
// and returns options that Rstest merges under it.
const sharedPreset: ExtendConfigFn = (userConfig) => ({
  setupFiles: ['./preset.setup.ts'],
  env: { API_URL: 'https://staging.example.com' },
  source: {
    define: { __APP_NAME__: JSON.stringify(userConfig.name) },
  },
});

export default defineConfig({
  name: 'checkout',
  extends: [sharedPreset, { env: { LOG_LEVEL: 'silent' } }],
  // Your own options are merged last, so they win.
  env: { API_URL: 'http://localhost:4000' },
  setupFiles: ['./app.setup.ts'],
});
