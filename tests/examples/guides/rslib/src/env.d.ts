// Set by source.define in rslib.config.ts.
declare const __LIB_VERSION__: string;

// Compiled by @rsbuild/plugin-yaml.
declare module '*.yaml' {
  const content: Record<string, number>;
  export default content;
}
