/**
 * The English and Chinese twins of every page say the same thing: the same headings with the same anchors, the same
 * code (comments aside, which Chinese pages translate), and the Chinese page is written in Chinese.
 */
import { describe, expect, test } from '@rstest/core';
import { type CodeBlock, codeBlocks, codeWithoutComments, headingAnchors, isPage, listDocFiles, readDoc, splitFrontmatter, withoutCode } from './utils/docs';

/**
 * The least share of Han characters among the letters of a Chinese page's prose. The lowest today: the home page,
 * 44% (its feature cards name many tools and APIs); the other pages 59% and more; an English page 0%.
 */
const MIN_HAN_SHARE = 0.4;

const enFiles = listDocFiles('en');
const zhFiles = listDocFiles('zh');
const pages = enFiles.filter(isPage);

describe('every English file has its Chinese twin', () => {
  test('same file list in docs/en and docs/zh', () => {
    expect(zhFiles).toEqual(enFiles);
  });
});

describe.each(pages)('%s', (page) => {
  const en = splitFrontmatter(readDoc('en', page));
  const zh = splitFrontmatter(readDoc('zh', page));

  // Anchors match: a link, a search hit or a language switch to `#id` lands on the same heading in both languages.
  test('same headings: the same ids at the same depths, in the same order', () => {
    const anchors = (body: string) => headingAnchors(body).map(({ depth, id }) => `${'#'.repeat(depth)} ${id}`);
    expect(anchors(zh.body)).toEqual(anchors(en.body));
  });

  test('same code blocks: same language and attributes, same code once comments are set aside', () => {
    const blocks = (body: string) => codeBlocks(body).map((block) => `${block.lang} ${block.meta}\n${comparableCode(block)}`);
    expect(blocks(zh.body)).toEqual(blocks(en.body));
  });

  test('both languages have a meta description', () => {
    expect(en.frontmatter).toMatch(/^description:\s*\S/m);
    expect(zh.frontmatter).toMatch(/^description:\s*\S/m);
  });

  // An unquoted value with ": " or " #" is not valid YAML: Rspress then reads no frontmatter and no content for the
  // page, which drops out of the search index and the page records (it still renders, so nothing else notices).
  test.each([
    ['en', en.frontmatter],
    ['zh', zh.frontmatter],
  ])('%s: the frontmatter is valid YAML (plain values hold no ": " or " #")', (_, frontmatter) => {
    const invalid = frontmatter.split('\n').filter((line) => /^[\w-]+: (?!['"|>])/.test(line) && /: .*(: | #)/.test(line));
    expect(invalid).toEqual([]);
  });

  test(`the Chinese page is written in Chinese: at least ${MIN_HAN_SHARE * 100}% of its prose letters are Han, no English sentence left`, () => {
    const text = prose(zh.frontmatter, zh.body);
    expect(hanShare(text)).toBeGreaterThanOrEqual(MIN_HAN_SHARE);
    expect(untranslatedLines(text)).toEqual([]);
    // The measure tells the languages apart: the English twin has no Han at all.
    expect(hanShare(prose(en.frontmatter, en.body))).toBe(0);
  });
});

/**
 * A plain-text block that is an annotated file tree (each line a path, then two or more spaces and a note) keeps its
 * paths in both languages; the notes are prose, translated. Other plain-text blocks (program output) are compared whole.
 */
const TREE_LINE = /^(\s*[\w.@-]*[./][\w./@*-]*)(?:\s{2,}[^\s|].*)?$/;
function comparableCode(block: CodeBlock): string {
  const lines = block.code.split('\n').filter((line) => line.trim());
  if (/^(?:text|txt)?$/.test(block.lang) && lines.length > 0 && lines.every((line) => TREE_LINE.test(line))) {
    return lines.map((line) => TREE_LINE.exec(line)?.[1]).join('\n');
  }
  return codeWithoutComments(block.lang, block.code);
}

/**
 * What a reader reads as text: the frontmatter's texts (title, description, the home page's feature cards) and the
 * body, without code (blocks and inline), link targets, JSX tags and comments, import/export lines and heading ids.
 */
function prose(frontmatter: string, body: string): string {
  const texts = [...frontmatter.matchAll(/^\s*(?:- )?(?:title|description|details|text|tagline):\s*(.*)$/gm)].map((m) => m[1]);
  return [...texts, withoutCode(body)]
    .join('\n')
    .replace(/^(?:import|export) .*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/<\/?[A-Za-z][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/g, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\{#[^}]*\}/g, '');
}

/** Han characters as a share of all the letters (Han and Latin) of a text. */
function hanShare(text: string): number {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return han / (han + latin || 1);
}

/** Lines of 8 or more English words and no Chinese: a sentence left in English. */
const untranslatedLines = (text: string) =>
  text.split('\n').filter((line) => !/\p{Script=Han}/u.test(line) && (line.match(/\b[A-Za-z]{2,}\b/g)?.length ?? 0) >= 8);

describe('sidebar files mirror each other', () => {
  const metas = enFiles.filter((f) => f.endsWith('_meta.json') || f.endsWith('_nav.json'));
  test.each(metas)('%s lists the same entries in both languages', (file) => {
    const shape = (json: unknown): unknown =>
      Array.isArray(json)
        ? json.map(shape)
        : typeof json === 'object' && json !== null
          ? Object.fromEntries(
              Object.entries(json)
                .filter(([key]) => key !== 'label' && key !== 'text')
                .map(([key, value]) => [key, key === 'link' || key === 'activeMatch' ? String(value).replace(/^(\^?)\/zh\//, '$1/') : shape(value)]),
            )
          : json;
    expect(shape(JSON.parse(readDoc('zh', file)))).toEqual(shape(JSON.parse(readDoc('en', file))));
  });
});
