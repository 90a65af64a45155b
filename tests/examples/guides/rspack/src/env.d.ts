// Set by the DefinePlugin in rspack.config.ts.
declare const __APP_NAME__: string;

// Compiled by loaders/tpl-loader.js.
declare module '*.tpl' {
  const render: (data: Record<string, string>) => string;
  export default render;
}
