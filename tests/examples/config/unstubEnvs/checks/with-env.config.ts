// Not shown on the page: unstubEnvs together with env, run by the tests with -c.
import { defineConfig } from '@rstest/core';

export default defineConfig({
  env: { API_URL: 'http://localhost:4000' },
  include: ['checks/back-to-env.check.ts'],
  unstubEnvs: true,
});
