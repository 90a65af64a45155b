// Modules the bundler provides to the theme, which TypeScript cannot see on its own.

/** Stylesheets, imported for their side effect. */
declare module '*.css';

/** Rspress's generated module: the SVG markup of each built-in social icon used in the config, by icon name. */
declare module 'virtual-social-links' {
  const icons: Record<string, string>;
  export default icons;
}

interface ImportMetaEnv {
  /** True while Rspress renders a page to Markdown (llms.txt and the per-page .md copies). */
  readonly SSG_MD?: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Rspress's generated module: the content hash of each search index, by `<version>###<lang>`. */
declare module 'virtual-page-data' {
  export const searchIndexHash: Record<string, string>;
}

/** Where the bundle's files are served from (Rspack sets it). */
declare const __webpack_public_path__: string;
