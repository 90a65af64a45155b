import { defineConfig } from '@rstest/core';

export default defineConfig({
  testEnvironment: {
    name: 'happy-dom',
    options: { url: 'https://shop.example.com/cart', width: 375 },
    // Load happy-dom from node_modules as it is, without bundling it first.
    prebundle: false,
  },
});
