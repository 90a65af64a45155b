// Turns what the reader typed into the terms that must all match, each with the forms it may take in the index.
import { AVOIDED_FORMS } from '../../site/glossary';
import type { TermForm } from './invertedIndex';
import { queryTokens } from './text';

/** The Chinese forms the glossary keeps out of the pages, longest first, each with the form the pages use. */
const CHINESE_AVOIDED_FORMS = [...AVOIDED_FORMS]
  .filter(([form]) => /\p{Script=Han}/u.test(form))
  .sort(([a], [b]) => b.length - a.length);

/**
 * The query with each Chinese form the glossary avoids replaced by the one the pages use (`监听模式` → `watch 模式`,
 * `模拟计时器` → `假定时器`): a reader who types the other form still finds the page.
 */
export function withGlossaryForms(text: string): string {
  let result = text;
  for (const [form, chosen] of CHINESE_AVOIDED_FORMS) {
    if (result.includes(form)) result = result.replaceAll(form, ` ${chosen} `);
  }
  return result;
}

/** Words that say nothing about the page a reader wants, in both languages. */
const STOP_WORDS = new Set(
  [
    // English
    'a an the how to do does did i in on of for with is are was be can could should would my me we you your it its',
    'this that these those and or from by at as into there their them about what when where why which who',
    // Chinese, as Intl.Segmenter cuts them
    '的 了 吗 呢 吧 啊 也 时 在 中 里 和 与 及 或 把 被 让 用 使用 如何 怎么 怎样 怎么样 怎么办 用法 什么 为什么 哪些 哪个 是否 能否 可以 我 我们 你 一个',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Chinese words for the English API and option vocabulary. The Chinese docs keep API names and some terms in English
 * (`resolve.alias`, `testEnvironment`, `Mock 函数`), so a reader typing the Chinese word also matches the English one.
 */
const GLOSSARY: Record<string, string[]> = {
  模拟: ['mock'],
  伪造: ['fake', '假'],
  桩: ['stub'],
  存根: ['stub'],
  间谍: ['spy'],
  监视: ['spy'],
  夹具: ['fixture'],
  快照: ['snapshot'],
  // Readers say 用例 for the rows of a table-driven test; the pages call them 一组数据 (site/glossary.ts).
  用例: ['测试用例', '数据'],
  保存: ['存放', '写入', '存储'],
  计时器: ['定时器', 'timer'],
  定时器: ['timer'],
  别名: ['alias'],
  环境: ['environment'],
  全局: ['globals'],
  重试: ['retry'],
  跳过: ['skip'],
  钩子: ['hook'],
  插件: ['plugin'],
  缓存: ['cache'],
  超时: ['timeout'],
  并发: ['concurrent'],
  覆盖率: ['coverage'],
  排除: ['exclude'],
  根目录: ['root'],
  构建: ['build'],
  测试: ['test'],
};

/** Typo tolerance: one edit from 4 letters on, two from 8. */
export function maxEdits(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/** The two-character windows of a CJK word, as the index has them. */
const bigrams = (term: string) => Array.from({ length: term.length - 1 }, (_, i) => term.slice(i, i + 2));

export interface QueryTerm {
  /** The normalized term as typed. */
  term: string;
  /** The forms in which the term may appear in the index; any one will do. */
  forms: TermForm[];
}

/**
 * The meaningful terms of a query, each of which a page must match. A query made of stop words only keeps them, so
 * that it still finds something.
 */
export function parseQuery(typed: string): QueryTerm[] {
  const text = withGlossaryForms(typed);
  const tokens = queryTokens(text, (term) => STOP_WORDS.has(term));
  const kept = tokens.length ? tokens : queryTokens(text, () => false);
  const seen = new Set<string>();
  return kept
    .filter(({ term }) => !seen.has(term) && seen.add(term))
    .map(({ term, cjk }) => {
      const forms: TermForm[] = [
        // CJK words get no typo tolerance (one character off is another word); a lone letter is no useful prefix.
        { terms: [term], all: false, prefix: cjk || term.length > 1, edits: cjk ? 0 : maxEdits(term) },
      ];
      // A CJK word the index segmented differently is still found by its two-character windows.
      if (cjk && term.length > 2) forms.push({ terms: bigrams(term), all: true, prefix: false, edits: 0 });
      const synonyms = GLOSSARY[term];
      if (synonyms) forms.push({ terms: synonyms, all: false, prefix: true, edits: 0 });
      return { term, forms };
    });
}

/** Longest run of words joined into one compound. */
const MAX_COMPOUND_WORDS = 4;

/**
 * Runs of two to four neighbouring Latin words joined together, stop words included (`pass with no tests` →
 * `passwithnotests`, `before each` → `beforeeach`): readers type API names as words, and a page whose name is the
 * compound deserves to rank first. These only add to the score of pages that match anyway.
 */
export function compounds(text: string): string[] {
  const found: string[] = [];
  const words = queryTokens(text, () => false);
  for (let start = 0; start < words.length; start++) {
    let compound = words[start].term;
    for (let end = start + 1; end < Math.min(words.length, start + MAX_COMPOUND_WORDS); end++) {
      if (words[end].cjk || words[end - 1].cjk) break;
      compound += words[end].term;
      found.push(compound);
    }
  }
  return found;
}
