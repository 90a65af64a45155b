import { defineConfig } from '@rstest/core';

export default defineConfig({
  env: {
    API_URL: 'http://localhost:4000',
    // undefined removes a variable inherited from the shell.
    SENTRY_DSN: undefined,
  },
});
