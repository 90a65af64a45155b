import type { RsbuildPlugin } from '@rsbuild/core';

// Compiles `import rows from './plans.csv'` into an array with one object per line, keyed by the header row.
export const pluginCsv = (): RsbuildPlugin => ({
  name: 'example:csv',
  setup(api) {
    api.transform({ test: /\.csv$/ }, ({ code }) => {
      const [header, ...lines] = code.trim().split('\n');
      const keys = header.split(',');
      const rows = lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [keys[i], value])));
      return `export default ${JSON.stringify(rows)};`;
    });
  },
});
