import { describe, expect, test } from '@rstest/core';
import { codeBlocks, headings, isPage, listDocFiles, readDoc, splitFrontmatter } from './utils/docs';

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

  test('same heading structure (levels in the same order)', () => {
    const depths = (body: string) => headings(body).map((h) => h.depth);
    expect(depths(zh.body)).toEqual(depths(en.body));
  });

  test('same number of code blocks, in the same languages', () => {
    const langs = (body: string) => codeBlocks(body).map((b) => b.lang);
    expect(langs(zh.body)).toEqual(langs(en.body));
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

  test('the Chinese page is written in Chinese', () => {
    const prose = zh.body.replace(/```[\s\S]*?```/g, '') + zh.frontmatter;
    expect(prose).toMatch(/[\u4e00-\u9fff]/);
  });
});

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
