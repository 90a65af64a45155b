/// <reference types="@rsbuild/core/types" />

// Set by source.define in rsbuild.config.ts.
declare const __CURRENCY__: string;

// Compiled by plugins/csv.ts.
declare module '*.csv' {
  const rows: Record<string, string>[];
  export default rows;
}
