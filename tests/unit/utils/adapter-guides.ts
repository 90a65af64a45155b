/**
 * The pages of the adapter guides (guide/integration/rsbuild.mdx, rslib.mdx, rspack.mdx) as their tests read them:
 * a section, the code in a table's first column, what `{#inherited}` says the adapter copies and leaves out; and the
 * options an installed adapter declares, for the pages' options tables.
 */
import { readFileSync } from 'node:fs';
import { readDoc } from './docs';

/** The English page's section `{#id}`, up to the next h2. */
export function section(page: string, id: string): string {
  const text = readDoc('en', page);
  const start = text.indexOf(`{#${id}}`);
  if (start === -1) throw new Error(`${page} has no section {#${id}}`);
  const end = text.indexOf('\n## ', start);
  return text.slice(start, end === -1 ? undefined : end);
}

/** The inline code of `text`, in order. */
export const codeSpans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

/** For each table row of `text` whose first cell starts with code: the code of that cell. */
export const tableColumn = (text: string) =>
  text
    .split('\n')
    .filter((line) => /^\| `/.test(line))
    .map((line) => codeSpans(line.split('|')[1]));

/**
 * What the page's `{#inherited}` says: `copied`, the option paths in the first column of its table; `leftOut`, those
 * of its paragraph "It leaves out everything else, for example …".
 */
export function inheritedOnPage(page: string): { copied: string[]; leftOut: string[] } {
  const inherited = section(page, 'inherited');
  const leftOutLine = inherited.split('\n').find((line) => line.startsWith('It leaves out everything else')) ?? '';
  return { copied: tableColumn(inherited).flat(), leftOut: codeSpans(leftOutLine) };
}

/** The optional members (`name?:`) of `interface <name>` in the declaration file `file`. */
export function declaredOptions(file: string, name: string): string[] {
  const types = readFileSync(file, 'utf8');
  const start = types.indexOf(`interface ${name} `);
  if (start === -1) throw new Error(`${file} declares no interface ${name}`);
  const body = types.slice(start);
  return [...body.slice(0, body.indexOf('\n}')).matchAll(/^\s*(?:\*\/\s*)?(\w+)\?:/gm)].map((m) => m[1]);
}
