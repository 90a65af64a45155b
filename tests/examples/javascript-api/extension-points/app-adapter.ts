import type { ExtendConfigFn } from '@rstest/core';
import type { AppConfig } from './app.config';

// An adapter: returns the function that `extends` calls, which maps app.config.ts to Rstest options.
// Rstest passes that function your own config (read-only); this one does not need it.
export const withAppConfig =
  (app: AppConfig): ExtendConfigFn =>
  () => ({
    testEnvironment: app.target === 'node' ? 'node' : 'happy-dom',
    source: { define: { __APP_VERSION__: JSON.stringify(app.version) } },
  });
