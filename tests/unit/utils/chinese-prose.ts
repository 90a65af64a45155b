/**
 * Chinese prose as the glossary and typography checks read it: what a reader reads as sentences, without code,
 * link targets, markup or heading ids, one entry per line so a failure names its line.
 */
import { codeBlocks, splitFrontmatter } from './docs';

export interface ProseLine {
  line: number;
  text: string;
}

/** Inline code in prose is kept as one marker character, so spacing around it can be checked. */
export const INLINE_CODE = '\u0000';

const CJK = '\\p{Script=Han}';
export const HAS_CJK = new RegExp(CJK, 'u');

/** Blanks a match out with spaces (same length), so line numbers and columns stay put. */
const blank = (match: string) => match.replace(/[^\n]/g, ' ');

/** The prose of a Markdown/MDX page: frontmatter values of title and description, then the body without code. */
export function proseLines(source: string): ProseLine[] {
  const { frontmatter, body } = splitFrontmatter(source);
  const offset = source.length - body.length === 0 ? 0 : source.slice(0, source.length - body.length).split('\n').length - 1;
  const front = frontmatter
    .split('\n')
    .map((text, index) => ({ line: index + 2, text: /^(?:title|description|text|details):\s*(.*)$/.exec(text.trim().replace(/^- /, ''))?.[1] ?? '' }));
  const text = body
    // Fenced code blocks (the fence's indent is spaces or tabs: `\s` would reach back over blank lines and close
    // the block at a later fence), MDX comments, import/export lines, JSX/HTML tags with their attributes.
    .replace(/^([ \t]*)(`{3,}|~{3,})[\s\S]*?^\1\2[ \t]*$/gm, blank)
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blank)
    .replace(/^(import|export) .*$/gm, blank)
    .replace(/<\/?[A-Za-z][^<>]*>/g, (tag) => tag.replace(/[^\n]/g, ''))
    // Inline code (kept as one marker character; ``…`…`` holds backticks), link targets, bare URLs, heading ids.
    .replace(/``[^\n]+?``|`[^`\n]+`/g, INLINE_CODE)
    .replace(/\]\([^)\s]*\)/g, ']')
    .replace(/https?:\/\/[^\s)]+/g, 'URL')
    .replace(/\s*\{#[^}]+\}/g, '');
  return [
    ...front,
    ...text.split('\n').map((line, index) => ({ line: offset + index + 1, text: line })),
  ].filter((entry) => HAS_CJK.test(entry.text));
}

/**
 * A prose line as the reader sees it: without the `**` of bold text and the brackets of link labels, so spacing
 * is checked across them (`**注意：** 文字` shows a space after the colon, `参见 [配置]` one between two words).
 */
export const asRead = (text: string) => text.replaceAll('**', '').replace(/[[\]]/g, '');

export interface Heading {
  line: number;
  level: number;
  id: string;
  text: string;
}

/** The headings of a page's body that carry an explicit id (`## 注意事项 {#pitfalls}`), outside code blocks. */
export function headings(source: string): Heading[] {
  const { body } = splitFrontmatter(source);
  const offset = source.slice(0, source.length - body.length).split('\n').length - 1;
  return body
    .replace(/^([ \t]*)(`{3,}|~{3,})[\s\S]*?^\1\2[ \t]*$/gm, blank)
    .split('\n')
    .flatMap((text, index) => {
      const match = /^(#{1,6})\s+(.*?)\s*\{#([^}]+)\}\s*$/.exec(text);
      return match ? [{ line: offset + index + 1, level: match[1].length, id: match[3], text: match[2] }] : [];
    });
}

export interface CommentLine {
  lang: string;
  comment: string;
}

const SCRIPT_LANGS = /^(ts|tsx|js|jsx|mjs|cjs|mts|cts|jsonc)$/;
const SHELL_LANGS = /^(sh|bash|shell|zsh)$/;

/**
 * Comments in the code blocks of a page: `//` and `/* … *\/` in script blocks, `#` in shell blocks. Blocks of
 * other languages (output, `txt`) show what a program printed, which is not translated.
 */
export function codeComments(body: string): CommentLine[] {
  return codeBlocks(body)
    .filter((block) => SCRIPT_LANGS.test(block.lang) || SHELL_LANGS.test(block.lang))
    .flatMap((block) =>
    block.code.split('\n').flatMap((line) => {
      const shell = SHELL_LANGS.test(block.lang);
      const comment = shell ? /(?:^|\s)#\s?(.*)$/.exec(line)?.[1] : /(?:^|\s)(?:\/\/|\/\*+)\s?(.*?)(?:\*\/)?\s*$/.exec(line)?.[1];
      return comment === undefined ? [] : [{ lang: block.lang, comment }];
    }),
  );
}

/**
 * Whether a code comment is English prose that a Chinese page should translate: two or more English words, no
 * Chinese. Directives and comments that are code (`// @ts-expect-error`, `// => 3`, `// 'a'`) are not prose.
 */
export function isEnglishProse(comment: string): boolean {
  if (HAS_CJK.test(comment)) return false;
  if (/^\s*(@ts-|eslint|prettier|biome|#region|#endregion|\^|=>|→|-->|\$|[<>{[('"`])/.test(comment)) return false;
  // Quoted text, inline code and paths or dotted names (`src/sum.test.ts`, `a.b`) are code, not words.
  const words = comment.replace(/`[^`]*`|'[^']*'|"[^"]*"|\S*[/.]\S*/g, ' ').match(/\b[A-Za-z]{2,}\b/g) ?? [];
  return words.length >= 2;
}
