import { defineConfig } from '@rstest/core';

export default defineConfig({
  include: ['src/**/*.test.ts'],
  // Before each test: remove spies, reset mocks, put globals and env variables back.
  restoreMocks: true,
  unstubGlobals: true,
  unstubEnvs: true,
});
