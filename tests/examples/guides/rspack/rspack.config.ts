import path from 'node:path';
import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';

export default defineConfig({
  target: 'node',
  entry: './src/server.ts',
  output: { filename: 'server.cjs' },
  resolve: {
    extensions: ['.ts', '.js'],
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  module: {
    rules: [
      {
        test: /\.ts$/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' } } },
        type: 'javascript/auto',
      },
      // Compiles templates such as "Hello, {{name}}!" into functions.
      { test: /\.tpl$/, loader: path.resolve(import.meta.dirname, 'loaders/tpl-loader.js') },
    ],
  },
  plugins: [new rspack.DefinePlugin({ __APP_NAME__: JSON.stringify('Greeter') })],
});
