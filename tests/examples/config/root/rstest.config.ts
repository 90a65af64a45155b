import path from 'node:path';
import { defineConfig } from '@rstest/core';

export default defineConfig({
  root: path.join(import.meta.dirname, 'packages/web'),
});
