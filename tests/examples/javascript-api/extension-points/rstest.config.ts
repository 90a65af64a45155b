import { defineConfig } from '@rstest/core';
import { withAppConfig } from './app-adapter';
import appConfig from './app.config';
import { pluginIntegrationTests } from './plugin-integration-tests';

export default defineConfig({
  extends: withAppConfig(appConfig),
  plugins: [pluginIntegrationTests({ timeout: 20_000 })],
});
