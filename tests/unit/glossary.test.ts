/**
 * The Chinese pages and UI strings follow the glossary (site/glossary.ts) and Chinese typography: no form the
 * glossary keeps out of the prose, code comments translated, a space between Chinese and Latin text, full-width
 * punctuation next to Chinese. A failure names the file, the line and what to write instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { GLOSSARY } from '../../site/glossary';
import i18n from '../../theme/i18n.json';
import { codeComments, HAS_CJK, INLINE_CODE, isEnglishProse, type ProseLine, proseLines } from './utils/chinese-prose';
import { isPage, listDocFiles, readDoc, REPO_ROOT, splitFrontmatter } from './utils/docs';

const HAN = '\\p{Script=Han}';

/** One rule: a pattern that must not match a prose line, and what to do instead. */
interface Rule {
  name: string;
  pattern: RegExp;
  advice: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The glossary's avoided forms: Chinese forms anywhere, Latin forms as whole words in any case. */
const GLOSSARY_RULES: Rule[] = GLOSSARY.flatMap((entry) =>
  entry.avoid.map((form) => ({
    name: `glossary: ${form}`,
    pattern: HAS_CJK.test(form) ? new RegExp(escape(form), 'u') : new RegExp(`(?<![\\w-])${escape(form)}(?![\\w-])`, 'iu'),
    advice: `write ${entry.zh} (${entry.en})`,
  })),
);

const TYPOGRAPHY_RULES: Rule[] = [
  {
    name: 'space between Chinese and Latin text',
    pattern: new RegExp(`${HAN}[A-Za-z0-9${INLINE_CODE}]|[A-Za-z0-9${INLINE_CODE}]${HAN}`, 'u'),
    advice: 'put a space between Chinese and Latin letters, digits or inline code',
  },
  {
    name: 'half-width punctuation next to Chinese',
    pattern: new RegExp(`${HAN}\\s*[,;:!?]|[,;:!?]\\s*${HAN}|${HAN}\\.(?=\\s|$)|${HAN}\\s*\\(|\\(\\s*${HAN}|${HAN}\\s*\\)`, 'u'),
    advice: 'use full-width punctuation （，；：！？。（）） in Chinese prose',
  },
  {
    name: 'space before full-width punctuation',
    pattern: / [，。：；？！、）]|（ /u,
    advice: 'no space between full-width punctuation and its neighbour',
  },
];

/** Every problem of a list of prose lines, as "line N: rule — text (advice)". */
function problems(lines: ProseLine[], rules: Rule[]): string[] {
  return lines.flatMap(({ line, text }) =>
    rules
      .filter((rule) => rule.pattern.test(text))
      .map((rule) => `line ${line}: ${rule.name} — "${text.replaceAll(INLINE_CODE, '`').trim()}" (${rule.advice})`),
  );
}

const zhPages = listDocFiles('zh').filter(isPage);

describe.each(zhPages)('zh/%s', (file) => {
  const source = readDoc('zh', file);
  const lines = proseLines(source);

  test('uses the glossary terms', () => {
    expect(problems(lines, GLOSSARY_RULES)).toEqual([]);
  });

  test('follows Chinese typography', () => {
    expect(problems(lines, TYPOGRAPHY_RULES)).toEqual([]);
  });

  test('translates the comments in its code blocks', () => {
    const untranslated = codeComments(splitFrontmatter(source).body)
      .filter(({ comment }) => isEnglishProse(comment))
      .map(({ lang, comment }) => `${lang}: // ${comment}`);
    expect(untranslated).toEqual([]);
  });
});

/**
 * Chinese string literals of the theme and site modules (the glossary names the avoided forms, and the search's
 * synonym table the words readers type, avoided ones included).
 */
function uiStrings(): ProseLine[] {
  const fromI18n = Object.entries(i18n).map(([key, value], index) => ({ line: index + 1, text: `${key}: ${value.zh}` }));
  const sources = ['theme', 'site'].flatMap((dir) =>
    readdirSync(path.join(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('glossary.ts') && !file.endsWith('searchSynonyms.ts'))
      .map((file) => path.join(dir, file)),
  );
  const literals = sources.flatMap((file) =>
    readFileSync(path.join(REPO_ROOT, file), 'utf8')
      // Comments are for contributors, not readers.
      .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
      .replace(/(^|\s)\/\/.*$/gm, '$1')
      .split('\n')
      .flatMap((text, index) =>
        [...text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`\n]*)`/g)]
          .map((m) => m[1] ?? m[2] ?? m[3])
          .filter((literal) => HAS_CJK.test(literal))
          .map((literal) => ({ line: index + 1, text: `${file}: ${literal}` })),
      ),
  );
  return [...fromI18n, ...literals];
}

describe('UI strings', () => {
  const strings = uiStrings();

  test('there are Chinese UI strings to check (sanity check of the reader)', () => {
    expect(strings.length).toBeGreaterThan(30);
  });

  test('use the glossary terms and Chinese typography', () => {
    // The file name prefix is Latin text before a colon: check the string itself.
    const values = strings.map(({ line, text }) => ({ line, text: text.slice(text.indexOf(': ') + 2) }));
    expect(problems(values, [...GLOSSARY_RULES, ...TYPOGRAPHY_RULES])).toEqual([]);
  });
});

describe('the glossary', () => {
  test('each entry names a Chinese form, and no avoided form is another entry’s chosen form', () => {
    const chosen = new Set(GLOSSARY.map((entry) => entry.zh.toLowerCase()));
    for (const entry of GLOSSARY) {
      expect(entry.zh.trim()).not.toBe('');
      for (const form of entry.avoid) expect({ form, chosen: chosen.has(form.toLowerCase()) }).toEqual({ form, chosen: false });
    }
  });

  test('the English pages use each term the glossary defines', () => {
    const english = listDocFiles('en')
      .filter(isPage)
      .map((file) => readDoc('en', file).toLowerCase())
      .join('\n');
    const missing = GLOSSARY.flatMap((entry) => entry.en.replace(/\s*\(.*\)$/, '').split(/,\s*/))
      .filter((term) => !english.includes(term.toLowerCase()));
    expect(missing).toEqual([]);
  });
});
