import { withRsbuildConfig } from '@rstest/adapter-rsbuild';
import { defineConfig } from '@rstest/core';

export default defineConfig({
  // Reads rsbuild.config.ts: its plugins, source.define and resolve.alias apply to the tests too.
  extends: withRsbuildConfig(),
  // The adapter picks happy-dom for Rsbuild's default web target; these tests need no DOM.
  testEnvironment: 'node',
});
