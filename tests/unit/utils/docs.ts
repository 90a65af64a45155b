import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import Slugger from '@rspress/shared/github-slugger';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const DOCS_ROOT = path.join(REPO_ROOT, 'docs');
export const LANGS = ['en', 'zh'] as const;
export type Lang = (typeof LANGS)[number];

/** Every file below docs/<lang>, as paths relative to that folder. */
export function listDocFiles(lang: Lang): string[] {
  const base = path.join(DOCS_ROOT, lang);
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [path.relative(base, full)];
    });
  return walk(base).sort();
}

export const isPage = (file: string) => /\.mdx?$/.test(file);

export function readDoc(lang: Lang, relativePath: string): string {
  return readFileSync(path.join(DOCS_ROOT, lang, relativePath), 'utf8');
}

/** Splits a page into frontmatter text and body. */
export function splitFrontmatter(source: string): { frontmatter: string; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(source);
  return match
    ? { frontmatter: match[1], body: source.slice(match[0].length) }
    : { frontmatter: '', body: source };
}

export interface CodeBlock {
  lang: string;
  meta: string;
  code: string;
}

/** Fenced code blocks of a Markdown body (``` or ~~~, any length, nested fences respected). */
export function codeBlocks(body: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})([^\s`]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const fence = open[2];
    const code: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`);
      if (close.test(lines[j])) break;
      code.push(lines[j].slice(open[1].length));
    }
    blocks.push({ lang: open[3], meta: open[4].trim(), code: code.join('\n') });
    i = j;
  }
  return blocks;
}

/** The body with fenced code removed, so `#` lines inside code are not taken for headings. */
export function withoutCode(body: string): string {
  // [ \t], not \s: an indent must not reach back over blank lines and swallow the prose before a fence.
  return body.replace(/^([ \t]*)(`{3,}|~{3,})[\s\S]*?^\1\2[ \t]*$/gm, '');
}

export interface Heading {
  depth: number;
  text: string;
}

export function headings(body: string): Heading[] {
  return withoutCode(body)
    .split('\n')
    .map((line) => /^(#{1,6})\s+(.+?)\s*$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ depth: m[1].length, text: m[2] }));
}

/** A heading's text with Markdown code marks and trailing `{#id}` removed. */
export const plainHeading = (text: string) =>
  text.replace(/\s*\{#[^}]+\}$/, '').replace(/`/g, '').trim();

/**
 * The id Rspress gives each heading, in page order: its explicit `{#id}`, or else the GitHub slug of its text, as
 * Rspress makes it (its slugger, @rspress/shared/github-slugger; a repeated slug gets `-1`, `-2`, counting only the
 * headings without an explicit id, as Rspress does). The text is slugged without its Markdown: code marks, link targets.
 */
export function headingAnchors(body: string): { depth: number; id: string }[] {
  const slugger = new Slugger();
  return headings(body).map(({ depth, text }) => {
    const explicit = /\{#([^}]+)\}$/.exec(text)?.[1];
    return { depth, id: explicit ?? slugger.slug(plainHeading(text).replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')) };
  });
}

/**
 * Code without its `//` comments (whole lines and trailing ones), which the Chinese pages translate: the twins'
 * code must be the same once comments are set aside.
 */
export const withoutComments = (code: string) =>
  code
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .map((line) => line.replace(/\s+\/\/(?!\/).*$/, ''))
    .join('\n')
    .trim();

/** Shell or YAML code without its `#` comments (whole lines, and trailing ones after a space), which Chinese pages translate. */
export const withoutHashComments = (code: string) =>
  code
    .split('\n')
    .filter((line) => !/^\s*#(?!!)/.test(line))
    .map((line) => line.replace(/\s+#\s.*$/, ''))
    .join('\n')
    .trim();

/** A code block's code without the comments of its language (`//` in JavaScript and TypeScript, `#` in shell and YAML). */
export function codeWithoutComments(lang: string, code: string): string {
  if (/^(?:[cm]?js|jsx|[cm]?ts|tsx|json5?|jsonc)$/.test(lang)) return withoutComments(code);
  if (/^(?:bash|sh|shell|zsh|yaml|yml)$/.test(lang)) return withoutHashComments(code);
  return code.trim();
}
