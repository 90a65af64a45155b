/**
 * Reading the Config reference pages (docs/<lang>/config/) as data, so tests can hold every stated fact
 * against what @rstest/core declares and does.
 *
 * A page states its facts in two machine-readable places:
 *   <OptionMeta type="…" default="…" cli="…" />             right below the h1: the option itself
 *   | `output.module` | `true` | … CLI: `--output.module`. |   sub-option tables on build pages: name, default, and
 *                                                            the flag, if any, in backticks in the last cell
 * Defaults are written as JavaScript expressions (`['a']`, `'node'`, `process.cwd()`); `—` means "no single value".
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { type Lang, listDocFiles, readDoc, REPO_ROOT, splitFrontmatter, withoutCode } from './docs';

export const FIXTURES_DIR = path.join(REPO_ROOT, 'tests/examples/config');

/** The fixture folder of an option's runnable example. */
export const fixtureDir = (option: string) => path.join(FIXTURES_DIR, option);

/**
 * A config file that sets nothing, to run a fixture "without the option" (`-c <file>`): with an absolute
 * `-c`, the root stays the fixture folder.
 */
export function emptyConfigFile(): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'rstest-empty-config-')), 'rstest.config.ts');
  writeFileSync(file, 'export default {};\n');
  return file;
}

/** The test files a run reported, as the default reporter prints them (` ✓ src/a.test.ts (1)`), sorted. */
export const reportedFiles = (output: string) =>
  [...output.matchAll(/^ [✓✗] (\S+) \(\d+\)/gm)].map((m) => m[1]).sort();

export type OptionGroup = 'test' | 'build';

export interface OptionPage {
  group: OptionGroup;
  /** The option name, which is also the file name and the h1. */
  name: string;
  /** Path below docs/<lang>/. */
  file: string;
}

/** The build option groups, documented under config/build/; every other key of RstestConfig is a test option. */
export const BUILD_OPTIONS = ['plugins', 'source', 'output', 'resolve', 'tools', 'dev', 'performance'];

/** The option pages on disk (English), test options first, each group sorted by name. */
export function optionPages(): OptionPage[] {
  return (['test', 'build'] as const).flatMap((group) =>
    listDocFiles('en')
      .filter((file) => file.startsWith(`config/${group}/`) && file.endsWith('.mdx'))
      .map((file) => ({ group, name: path.basename(file, '.mdx'), file })),
  );
}

/** The page names a config sidebar folder lists, in order (section headers and dividers left out). */
export function sidebarPages(lang: Lang, group: OptionGroup): string[] {
  const items = JSON.parse(readDoc(lang, `config/${group}/_meta.json`)) as (string | { type: string; name?: string })[];
  return items.flatMap((item) => (typeof item === 'string' ? [item] : item.type === 'file' && item.name ? [item.name] : []));
}

export const pageBody = (lang: Lang, file: string) => splitFrontmatter(readDoc(lang, file)).body;

export interface OptionMetaProps {
  type: string;
  default?: string;
  cli?: string;
}

/** Every `<OptionMeta … />` of a page body, with its string props. */
export function optionMetas(body: string): OptionMetaProps[] {
  return [...body.matchAll(/<OptionMeta((?:\s+\w+="[^"]*")*)\s*\/>/g)].map(
    (match) => Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]])) as unknown as OptionMetaProps,
  );
}

export interface SubOptionRow {
  name: string;
  /** The Default cell without its backticks; undefined for `—`. */
  default?: string;
  cli?: string;
}

/** Rows of the sub-option tables: rows whose first cell is a backticked `option.subOption`. */
export function subOptionRows(body: string): SubOptionRow[] {
  return body
    .split('\n')
    .map((line) => /^\|\s*`(\w+\.\w+)`\s*\|\s*(.*?)\s*\|(.*)\|\s*$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({
      name: m[1],
      default: m[2] === '—' ? undefined : m[2].replace(/^`|`$/g, ''),
      cli: /`(--[\w.]+)`/.exec(m[3])?.[1],
    }));
}

/** Evaluates a stated default; `process.cwd()` stands for the directory the config was resolved in. */
export function evaluateDefault(expression: string, cwd: string): unknown {
  return new Function('process', `return (${expression});`)({ cwd: () => cwd });
}

/** A declaration's text without comments and with whitespace collapsed, for comparing types. */
export const normaliseType = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .replace(/\s+/g, ' ')
    .replace(/;\s*$/, '')
    .trim();

/** `text` with every comment blanked out by spaces, so indices still line up with the original. */
const blankComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (comment) => comment.replace(/[^\n]/g, ' '));

/** The text from `start` up to the `;` that closes it at bracket depth 0 (`=>` is not a bracket). */
function untilStatementEnd(source: string, start: number): string {
  const code = blankComments(source);
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    const char = code[i];
    if ('{([<'.includes(char)) depth++;
    else if ('})]'.includes(char) || (char === '>' && code[i - 1] !== '=')) depth--;
    else if (char === ';' && depth === 0) return source.slice(start, i);
  }
  throw new Error('unterminated declaration');
}

/** The body (between the outer braces) of `interface name {…}` or `type name = {…}`. */
function containerBody(source: string, name: string): string {
  const code = blankComments(source);
  const open = new RegExp(`(?:interface ${name}(?:<[^>]*>)? |type ${name}(?:<[^>]*>)? = )\\{`).exec(code);
  if (!open) throw new Error(`no declaration of ${name}`);
  const start = open.index + open[0].length;
  let depth = 1;
  for (let i = start; i < code.length; i++) {
    if (code[i] === '{') depth++;
    if (code[i] === '}' && --depth === 0) return source.slice(start, i);
  }
  throw new Error(`unterminated declaration of ${name}`);
}

export interface DeclaredProperty {
  type: string;
  /** The `@default` of its doc comment, if any. */
  defaultTag?: string;
}

/** A property of an interface or object type, as a .d.ts file declares it (direct members only). */
export function declaredProperty(source: string, container: string, key: string): DeclaredProperty {
  const body = containerBody(source, container);
  const code = blankComments(body);
  let depth = 0;
  for (let i = 0; i < code.length; i++) {
    if (code[i] === '{') depth++;
    if (code[i] === '}') depth--;
    if (depth !== 0 || !code.startsWith(`${key}?:`, i) || /[\w$]/.test(code[i - 1] ?? '')) continue;
    const comment = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*$/.exec(body.slice(0, i))?.[1] ?? '';
    const defaultTag = /@default\s+([^\n]*)/.exec(comment)?.[1].trim();
    return { type: normaliseType(untilStatementEnd(body, i + key.length + 2)), defaultTag };
  }
  throw new Error(`${container} declares no ${key}`);
}

/** The member names of an object type's body, ignoring members of nested types. */
function topLevelMembers(body: string): string[] {
  const code = blankComments(body);
  let depth = 0;
  let flat = '';
  for (let i = 0; i < code.length; i++) {
    const char = code[i];
    if ('{([<'.includes(char)) depth++;
    flat += depth === 0 ? char : ' ';
    if ('})]'.includes(char) || (char === '>' && code[i - 1] !== '=')) depth--;
  }
  return [...flat.matchAll(/(?:^|[;\s])(\w+)\??:/g)].map((m) => m[1]);
}

/** A top-level `type name = …;` declaration, normalised. */
export function declaredTypeAlias(source: string, name: string): string {
  const start = new RegExp(`type ${name} = `).exec(source);
  if (!start) throw new Error(`no type ${name}`);
  return normaliseType(untilStatementEnd(source, start.index + start[0].length));
}

const requireFromRstest = createRequire(createRequire(import.meta.url).resolve('@rstest/core'));

/** The main type declarations of @rstest/core. */
export const RSTEST_DTS = readFileSync(
  path.join(path.dirname(createRequire(import.meta.url).resolve('@rstest/core')), 'index.d.ts'),
  'utf8',
);

/** Rsbuild's config types, from the @rsbuild/core that @rstest/core itself depends on. */
export const RSBUILD_CONFIG_DTS = readFileSync(
  path.join(path.dirname(requireFromRstest.resolve('@rsbuild/core')), 'types/config.d.ts'),
  'utf8',
);

/** Rsbuild's interface for each build option group. */
export const RSBUILD_CONFIG_INTERFACE: Record<string, string> = {
  source: 'SourceConfig',
  output: 'OutputConfig',
  resolve: 'ResolveConfig',
  tools: 'ToolsConfig',
  dev: 'DevConfig',
  performance: 'PerformanceConfig',
};

/**
 * The keys of a build option group that Rstest accepts, from its declared type: the keys a `Pick<…>` names,
 * plus the members of an `& { … }` part, or every key of Rsbuild's interface for `RsbuildConfig['group']`.
 */
export function acceptedKeys(declaredType: string): string[] {
  const expanded = /^\w+$/.test(declaredType) ? declaredTypeAlias(RSTEST_DTS, declaredType) : declaredType;
  const wholeGroup = /^RsbuildConfig\['(\w+)'\]$/.exec(expanded)?.[1];
  if (wholeGroup) return topLevelMembers(containerBody(RSBUILD_CONFIG_DTS, RSBUILD_CONFIG_INTERFACE[wholeGroup]));
  const picked = [...(/Pick<[^,]+,\s*([^>]*)>/.exec(expanded)?.[1] ?? '').matchAll(/'(\w+)'/g)].map((m) => m[1]);
  const literal = /\{([\s\S]*)\}\s*$/.exec(expanded)?.[1];
  return [...new Set([...picked, ...(literal ? topLevelMembers(literal) : [])])];
}

/** True when every key the stated value names matches the observed value (objects), or both are equal. */
export function matchesStated(stated: unknown, observed: unknown): boolean {
  if (stated !== null && typeof stated === 'object' && !Array.isArray(stated)) {
    return (
      observed !== null &&
      typeof observed === 'object' &&
      Object.entries(stated).every(([key, value]) => matchesStated(value, (observed as Record<string, unknown>)[key]))
    );
  }
  return JSON.stringify(stated) === JSON.stringify(observed);
}

/** Titled code blocks' fixture path: the fence meta's `title="…"`. */
export const blockTitle = (meta: string) => /title="([^"]*)"/.exec(meta)?.[1];

/** The `--flags` a page names in inline code or code blocks. */
export function namedFlags(body: string, blocks: { code: string }[]): string[] {
  const code = [...(body.match(/`[^`\n]+`/g) ?? []), ...blocks.map((block) => block.code)].join('\n');
  return [...code.matchAll(/(?<![\w-])--[a-zA-Z][\w.]*/g)].map((m) => m[0]);
}

export interface SubKeySection {
  /** The dotted path below the option, e.g. ['thresholds', 'lines'] for `coverage.thresholds.lines`. */
  path: string[];
  depth: number;
  /** The heading's explicit `{#id}`, if any. */
  id?: string;
  /** The OptionMeta right below the heading, if there is one. */
  meta?: OptionMetaProps;
}

/**
 * The sub-key sections of an option page: headings (h2–h4) whose text is a dotted path below the option,
 * e.g. `## coverage.provider {#coverage-provider}`, each with the OptionMeta that must follow it.
 */
export function subKeySections(body: string, option: string): SubKeySection[] {
  const lines = withoutCode(body).split('\n');
  return lines.flatMap((line, index) => {
    const heading = /^(#{2,4})\s+`?([\w.]+)`?(?:\s*\{#([^}]+)\})?\s*$/.exec(line);
    if (!heading || !heading[2].startsWith(`${option}.`)) return [];
    const next = lines.slice(index + 1).find((l) => l.trim() !== '') ?? '';
    return [
      {
        path: heading[2].split('.').slice(1),
        depth: heading[1].length,
        id: heading[3],
        meta: next.trim().startsWith('<OptionMeta') ? optionMetas(next)[0] : undefined,
      },
    ];
  });
}

/** The id a sub-key heading carries: its dotted path, lowercased, with hyphens for dots. */
export const subKeyId = (option: string, path: string[]) => [option, ...path].join('-').toLowerCase();

/**
 * Variables that change resolved defaults (CI: browser.headless; coding agents and GitHub Actions: reporters).
 * The pages state the defaults of a plain local run and say what these variables change.
 */
const ENVIRONMENT_SENSITIVE =
  /^(CI|GITHUB_ACTIONS|AI_AGENT|CLAUDECODE|CLAUDE_CODE|REPL_ID|GEMINI_CLI|CODEX_SANDBOX|CODEX_THREAD_ID|OPENCODE|AUGMENT_AGENT|GOOSE_PROVIDER|JUNIE_DATA|JUNIE_SHIM_PATH|CURSOR_AGENT|RSTEST_.*)$/;

/** Resolves an empty project's config; functions come back as `[function name]`. */
const RESOLVE_DEFAULTS = `
import { createRstest } from '@rstest/core/api';
const { context } = await createRstest({ cwd: process.argv[1], config: {} });
process.stdout.write(JSON.stringify(context.config, (key, value) => (typeof value === 'function' ? \`[function \${value.name}]\` : value)));
`;

/**
 * The config Rstest resolves for a project in `dir` that sets nothing, through its public API. Rstest reads some
 * variables once, when it loads, so this runs in a child process started without them.
 */
export function resolveDefaults(dir: string): Record<string, unknown> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !ENVIRONMENT_SENSITIVE.test(name)));
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', RESOLVE_DEFAULTS, dir], {
    cwd: REPO_ROOT,
    env,
    encoding: 'utf8',
  });
  return JSON.parse(output);
}
