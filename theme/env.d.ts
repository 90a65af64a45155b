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

/**
 * Rspress's generated module: the content hash of each search index, by `<version>###<lang>`, and the page records
 * (in the browser build, only those of the sections loaded so far: theme/Sections).
 */
declare module 'virtual-page-data' {
  export const searchIndexHash: Record<string, string>;
  export const pageData: { pages: { routePath: string; lang: string; version: string; [key: string]: unknown }[] };
}

/** Rspress's generated module: the site data (in the browser build, sidebars only of the sections loaded so far). */
declare module 'virtual-site-data' {
  const siteData: import('@rspress/shared').SiteData;
  export default siteData;
}

/** plugins/sections.ts: the sections of the site and the file name of each one's script (theme/Sections). */
declare module 'virtual-rstest-sections' {
  export const defaultLang: string;
  export const langs: string[];
  export const sectionFiles: Record<string, string>;
}

/** Where the bundle's files are served from (Rspack sets it). */
declare const __webpack_public_path__: string;
/** The build's hash (Rspack's full hash). */
declare const __webpack_hash__: string;
/** Rspack's chunk loader: loads a chunk by id. */
declare const __webpack_chunk_load__: (chunkId: string | number) => Promise<void>;
/** Rspack's module require, by module id. */
declare const __webpack_require__: (moduleId: string | number) => unknown;
/** The file of a chunk, by id; assignable (theme/Sections names the chunks of pages' routes). */
declare let __webpack_get_script_filename__: (chunkId: string | number) => string;
