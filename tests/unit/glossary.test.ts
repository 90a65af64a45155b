/**
 * The Chinese pages and UI strings follow the glossary (site/glossary.ts) and Chinese typography: no form the
 * glossary keeps out of the prose, code comments translated, a space between Chinese and Latin text, full-width
 * punctuation next to Chinese, no space after full-width punctuation or between Chinese characters. Prose is
 * checked as the reader sees it, without the `**` of bold text and the brackets of link labels. A failure names
 * the file, the line and what to write instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { GLOSSARY } from '../../site/glossary';
import i18n from '../../theme/i18n.json';
import { asRead, codeComments, HAS_CJK, headings, INLINE_CODE, isEnglishProse, type ProseLine, proseLines } from './utils/chinese-prose';
import { isPage, listDocFiles, readDoc, REPO_ROOT, splitFrontmatter } from './utils/docs';

const HAN = '\\p{Script=Han}';

/** One rule: a pattern that must not match a prose line, and what to do instead. */
interface Rule {
  name: string;
  pattern: RegExp;
  advice: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The glossary's avoided forms (Chinese forms anywhere, Latin forms as whole words in any case) and patterns. */
const GLOSSARY_RULES: Rule[] = GLOSSARY.flatMap((entry) => [
  ...entry.avoid.map((form) => ({
    name: `glossary: ${form}`,
    pattern: HAS_CJK.test(form) ? new RegExp(escape(form), 'u') : new RegExp(`(?<![\\w-])${escape(form)}(?![\\w-])`, 'iu'),
    advice: `write ${entry.zh} (${entry.en})`,
  })),
  ...(entry.patterns ?? []).map(({ pattern, advice }) => ({
    name: `glossary: ${entry.en}`,
    pattern,
    advice: `${advice} (${entry.en})`,
  })),
]);

/**
 * The names of Rstest's configuration options, one page each under config/test/ and config/build/: 选项 right
 * after one of them (`` `testTimeout` 选项 ``, `` `coverage.provider` 选项 ``) should be 配置项. Read on the
 * source line, where inline code keeps its text.
 */
const CONFIG_OPTIONS = listDocFiles('zh')
  .map((file) => /^config\/(?:test|build)\/([A-Za-z]+)\.mdx$/.exec(file.split(path.sep).join('/'))?.[1])
  .filter((name) => name !== undefined);
const CONFIG_OPTION_AS_OPTION = new RegExp(`\`(?:${CONFIG_OPTIONS.join('|')})(?:\\.[\\w.\\[\\]]+)?\` *选项`, 'gu');

/** The headings the glossary names by id (`## 注意事项 {#pitfalls}`), with the text they must read. */
const GLOSSARY_HEADINGS = new Map(GLOSSARY.flatMap((entry) => (entry.heading ? [[entry.heading, entry.zh] as const] : [])));

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
  {
    // Read as the reader sees it: `**注意：** 文字` shows a space after the colon. Table cells end in spaces.
    name: 'space after full-width punctuation',
    pattern: /[，。：；？！、（）“”‘’「」《》][ \t]+(?![ \t|]|$)/u,
    advice: 'no space after full-width punctuation, even where bold text ends: write **注意：**文字',
  },
  {
    // A link label or bold text is spaced like the text around it: `参见 [配置](…)` shows 参见 配置.
    name: 'space between Chinese characters',
    pattern: new RegExp(`${HAN}[ \\t]+${HAN}`, 'u'),
    advice: 'no space between Chinese text and a Chinese link label or bold text: write 参见[配置](…), 这是**重点**之一',
  },
];

/** Every problem of a list of prose lines (read as the reader sees them), as "line N: rule — text (advice)". */
function problems(lines: ProseLine[], rules: Rule[]): string[] {
  return lines.flatMap(({ line, text }) =>
    rules
      .filter((rule) => rule.pattern.test(asRead(text)))
      .map((rule) => `line ${line}: ${rule.name} — "${text.replaceAll(INLINE_CODE, '`').trim()}" (${rule.advice})`),
  );
}

const zhPages = listDocFiles('zh').filter(isPage);

describe.each(zhPages)('zh/%s', (file) => {
  const source = readDoc('zh', file);
  const lines = proseLines(source);

  test('uses the glossary terms', () => {
    const sourceLines = source.split('\n');
    const optionsAsOptions = lines.flatMap(({ line }) =>
      [...sourceLines[line - 1].matchAll(CONFIG_OPTION_AS_OPTION)].map(
        ([match]) => `line ${line}: glossary: configuration option — "${match}" (a key of the Rstest config is a 配置项: write 配置项)`,
      ),
    );
    expect([...problems(lines, GLOSSARY_RULES), ...optionsAsOptions]).toEqual([]);
  });

  test('titles the sections the glossary names with the glossary’s heading', () => {
    const wrong = headings(source)
      .filter(({ id, text }) => GLOSSARY_HEADINGS.has(id) && text !== GLOSSARY_HEADINGS.get(id))
      .map(({ line, level, id, text }) => `line ${line}: "${text}" (write ${'#'.repeat(level)} ${GLOSSARY_HEADINGS.get(id)} {#${id}})`);
    expect(wrong).toEqual([]);
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
      // The glossary and the search's synonym table hold word lists, not text to read.
      .filter((file) => /\.tsx?$/.test(file) && !/glossary\.ts$|searchSynonyms\.ts$/.test(file.split(path.sep).join('/')))
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
    // The file name prefix is Latin text before a colon: check the string itself. Its inline code is code.
    const values = strings.map(({ line, text }) => ({
      line,
      text: text.slice(text.indexOf(': ') + 2).replace(/``[^\n]+?``|`[^`\n]+`/g, INLINE_CODE),
    }));
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
