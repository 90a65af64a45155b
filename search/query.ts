// Turns what the reader typed into the terms that must all match, each with the forms it may take in the index.
import { AVOIDED_FORMS } from '../site/glossary';
import { SEARCH_SYNONYMS } from '../site/searchSynonyms';
import type { TermForm } from './invertedIndex';
import { yieldToBrowser } from './tasks';
import { bigrams, type QueryToken, queryTokens } from './text';

const HAN = /\p{Script=Han}/u;

/** The Chinese forms the glossary keeps out of the pages, longest first, each with the form the pages use. */
const CHINESE_AVOIDED_FORMS = [...AVOIDED_FORMS]
  .filter(([form]) => HAN.test(form))
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
    'this that these those and or from by at as into there their them about what when where why which who per',
    // Chinese, as Intl.Segmenter cuts them
    '的 了 吗 呢 吧 啊 也 时 在 中 里 和 与 及 或 把 被 让 用 使用 如何 怎么 怎样 怎么样 怎么办 用法 什么 为什么 哪些 哪个 哪里 哪儿 在哪 是否 能否 可以 我 我们 你 一个',
  ]
    .join(' ')
    .split(' '),
);

/** Typo tolerance: one edit from 4 letters on, two from 8. */
export function maxEdits(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

export interface QueryTerm {
  /** The normalized term as typed. */
  term: string;
  /** The forms in which the term may appear in the index; any one will do. */
  forms: TermForm[];
  /** The one-word names the term stands for, besides itself: a page titled with one is about it (`first failure`: bail). */
  names?: string[];
  /**
   * A page that lacks the term keeps its score (engine.ts: matching's share): a Chinese word. A Chinese query reads
   * like a sentence, and the segmenter's words include the reader's conversational ones (`不要`, `单个`, `更长`) that the
   * pages rarely use, so rare that counting them ranked pages by who happened to use them. Chinese MRR on the
   * development held-out sets: 0.840–0.967 counting them, 0.856–0.970 not (heldout-3: 0.851 → 0.899). Latin words (an
   * English query's, an API name in a Chinese one) count.
   */
  optional?: boolean;
  /** A joint of two Chinese words typed next to each other (joints): it adds to a page's score, and is no word. */
  joint?: boolean;
}

/** How much the stem of a word counts next to the word (`testing`: test). */
const STEM_WEIGHT = 0.7;

/**
 * The words of the index that an English word comes from by a common ending: `testing` → test, `running` → run,
 * `mocked` → mock, `matches` → match, `dependencies` → dependency. Only words the index has.
 */
function stemsOf(term: string, isIndexTerm: (term: string) => boolean): string[] {
  const stems = new Set<string>();
  const offer = (stem: string) => stem.length >= 3 && stem !== term && isIndexTerm(stem) && stems.add(stem);
  for (const ending of ['ing', 'ed']) {
    if (!term.endsWith(ending)) continue;
    const stem = term.slice(0, -ending.length);
    offer(stem);
    offer(`${stem}e`);
    // A doubled last consonant: `running`, `skipped`.
    if (/([b-df-hj-np-tv-z])\1$/.test(stem)) offer(stem.slice(0, -1));
  }
  if (term.endsWith('ies')) offer(`${term.slice(0, -3)}y`);
  else if (term.endsWith('es')) offer(term.slice(0, -2));
  if (term.endsWith('s') && !term.endsWith('ss')) offer(term.slice(0, -1));
  return [...stems];
}

/** The forms of one word of the query, as typed. */
function wordForms({ term, cjk }: QueryToken, isIndexTerm: (term: string) => boolean): TermForm[] {
  const forms: TermForm[] = [
    // CJK words get no typo tolerance (one character off is another word); a lone letter is no useful prefix.
    { terms: [term], all: false, prefix: cjk || term.length > 1, edits: cjk ? 0 : maxEdits(term) },
  ];
  // A CJK word the index segmented differently is still found by its two-character windows.
  if (cjk && term.length > 2) forms.push({ terms: bigrams(term), all: true, prefix: false, edits: 0 });
  const stems = cjk ? [] : stemsOf(term, isIndexTerm);
  if (stems.length) forms.push({ terms: stems, all: false, prefix: false, edits: 0, weight: STEM_WEIGHT });
  const parts = cjk || isIndexTerm(term) ? undefined : splitCompound(term, isIndexTerm);
  if (parts) forms.push({ terms: parts, all: true, prefix: false, edits: 0, weight: SPLIT_WEIGHT });
  return forms;
}

/** How much the words of a compound typed joined count next to the word itself (`changelog`: change, log). */
const SPLIT_WEIGHT = 0.7;
/** Shortest word a compound typed joined is cut into. */
const MIN_PART = 3;

/**
 * The two words of the index that `term` joins, when the index does not have it whole (`snapshotfile` → snapshot,
 * file; `testenv` → test, env): the longest first word whose rest is a word too.
 */
function splitCompound(term: string, isIndexTerm: (term: string) => boolean): string[] | undefined {
  for (let cut = term.length - MIN_PART; cut >= MIN_PART; cut--) {
    const [head, tail] = [term.slice(0, cut), term.slice(cut)];
    if (isIndexTerm(head) && isIndexTerm(tail)) return [head, tail];
  }
  return undefined;
}

/** The terms of a phrase, as a query would have them. */
const phraseTerms = (phrase: string) => queryTokens(withGlossaryForms(phrase), (term) => isCjkStopWord(term)).map(({ term }) => term);

/** The forms of words that must all be on the page (stop words set aside): `environment variables`, `happy-dom`. */
function allOf(terms: string[]): TermForm[] {
  const meaningful = terms.filter((term) => !STOP_WORDS.has(term));
  if (!meaningful.length) return [];
  return [{ terms: meaningful, all: meaningful.length > 1, prefix: true, edits: 0 }];
}

const isCjkStopWord = (term: string) => HAN.test(term) && STOP_WORDS.has(term);

/** The Chinese phrases of the synonym table, longest first. */
const CJK_PHRASES = SEARCH_SYNONYMS.flatMap(({ readerSays }) => readerSays.filter((phrase) => HAN.test(phrase))).sort(
  (a, b) => b.length - a.length,
);
/** Any of them, the longest where several start at the same place. */
const CJK_PHRASE = new RegExp(CJK_PHRASES.map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');

/**
 * The text with each Chinese phrase of the synonym table set apart by spaces, so that it is cut into words as the
 * phrase alone is (`覆盖率阈值` would otherwise be cut `覆盖|率阈值`, and `覆盖率` not found).
 */
function withCjkPhrasesApart(text: string): string {
  return text.replace(CJK_PHRASE, ' $& ');
}

interface Synonym {
  says: string[];
  /** What the phrase stands for: cut into words on its first use, which is rare (the table is long, a query short). */
  meaning: () => { means: TermForm[]; names: string[] };
}

const synonymsOf = (phrases: (phrase: string) => boolean): Synonym[] =>
  SEARCH_SYNONYMS.flatMap(({ readerSays, pagesSay }) => {
    let meaning: ReturnType<Synonym['meaning']> | undefined;
    const meaningOnce = () => {
      if (!meaning) {
        const meant = pagesSay.map(phraseTerms);
        meaning = { means: meant.flatMap(allOf), names: meant.filter((terms) => terms.length === 1).map(([name]) => name) };
      }
      return meaning;
    };
    return readerSays.filter(phrases).map((phrase) => ({ says: phraseTerms(phrase), meaning: meaningOnce }));
  })
    .filter(({ says }) => says.length > 0)
    .sort((a, b) => b.says.length - a.says.length);

/**
 * The synonym table (site/searchSynonyms.ts) as term sequences, longest first: its Latin phrases, and its Chinese ones
 * from the first query with Chinese in it, since cutting them into words loads the Chinese word segmenter (tens of
 * milliseconds on a phone: the English site never needs it).
 */
const LATIN_SYNONYMS = synonymsOf((phrase) => !HAN.test(phrase));
let allSynonyms: Synonym[] | undefined;
const synonymsFor = (text: string) => (HAN.test(text) ? (allSynonyms ??= synonymsOf(() => true)) : LATIN_SYNONYMS);

/**
 * Makes ready, in two tasks, what a first Chinese query needs: the word segmenter, then the Chinese synonyms. Called
 * once a Chinese index is loaded, so that neither lands on the reader's first query.
 */
export async function prepareForChinese(): Promise<void> {
  queryTokens('测试', () => false);
  await yieldToBrowser();
  synonymsFor('测试');
}

/** Longest run of words joined into one compound. */
const MAX_COMPOUND_WORDS = 4;
/** How much the words of a synonym phrase count next to what it means (`mock the date`: `mock`, `date`). */
const PHRASE_FALLBACK_WEIGHT = 0.3;

/** A phrase of the synonym table at `start` among the query's words, with what it stands for. */
function phraseAt(
  text: string,
  tokens: QueryToken[],
  start: number,
  isIndexTerm: (term: string) => boolean,
): { length: number; term: QueryTerm } | undefined {
  const termsFrom = (length: number) => tokens.slice(start, start + length).map(({ term }) => term);
  for (const { says, meaning } of synonymsFor(text)) {
    const run = termsFrom(says.length);
    if (run.length !== says.length || run.some((term, index) => term !== says[index])) continue;
    const { means, names } = meaning();
    // A phrase in the table is wording the pages do not use: its own words are only a fallback.
    const own =
      says.length === 1 ? wordForms(tokens[start], isIndexTerm) : allOf(says).map((form) => ({ ...form, weight: PHRASE_FALLBACK_WEIGHT }));
    return { length: says.length, term: { term: says.join(' '), forms: [...own, ...means], names } };
  }
  return undefined;
}

/**
 * The meaningful terms of a query, each matched in any of its forms; a page that matches more of them ranks higher. A
 * phrase of the synonym table counts as one term. A query made of stop words only keeps them, so that it still finds
 * something. `isIndexTerm` tells whether a word is in the index (for word endings and words typed joined).
 */
export function parseQuery(typed: string, isIndexTerm: (term: string) => boolean = () => false): QueryTerm[] {
  const plain = withGlossaryForms(typed);
  const text = withCjkPhrasesApart(plain);
  // Chinese stop words go before neighbouring characters are joined into words; English ones after phrases are found.
  const tokens = queryTokens(text, (term) => isCjkStopWord(term));
  const phrases: QueryTerm[] = [];
  const words: QueryToken[] = [];
  for (let index = 0; index < tokens.length; ) {
    const phrase = phraseAt(text, tokens, index, isIndexTerm);
    if (phrase && phrase.term.forms.length) {
      phrases.push(phrase.term);
      index += phrase.length;
    } else {
      words.push(tokens[index]);
      index += 1;
    }
  }
  const meaningful = words.filter(({ term }) => !STOP_WORDS.has(term));
  const kept = meaningful.length || phrases.length ? meaningful : words.length ? words : queryTokens(text, () => false);
  const seen = new Set<string>();
  const wordTerms = kept.map((token) => ({ term: token.term, forms: wordForms(token, isIndexTerm) }));
  return [...phrases, ...wordTerms, ...joints(queryTokens(plain, isCjkStopWord))]
    .filter(({ term }) => !seen.has(term) && seen.add(term))
    .map((term) => (HAN.test(term.term) ? { ...term, optional: true } : term));
}

/** How much the joint of two Chinese words typed next to each other counts next to a word. */
const JOINT_WEIGHT = 0.5;

/**
 * The joints of neighbouring Chinese words: the last character of one and the first of the next (`环境|变量` → `境变`),
 * a two-character window the index has where the page has the two words next to each other. The segmenter cuts a
 * reader's phrase into words that many pages hold apart (`环境` and `变量`); the joint finds the pages that hold the
 * phrase, as a library that cuts all Chinese text into two-character windows does. Chinese MRR on the development
 * held-out sets, without joints and with: heldout-2 0.953 → 0.970, -3 0.901 → 0.915, -4 0.861 → 0.913, -5 0.945 → 0.972,
 * -6 0.911 → 0.910, -7 0.913 → 0.913, -8 0.897 → 0.908. They are read from the query before the synonym table's phrases
 * are set apart (parseQuery), which would part `环境` from `变量`.
 */
function joints(tokens: QueryToken[]): QueryTerm[] {
  const found: QueryTerm[] = [];
  for (let index = 1; index < tokens.length; index++) {
    const [before, after] = [tokens[index - 1], tokens[index]];
    if (!before.cjk || !after.cjk || before.end !== after.start) continue;
    const term = before.term.slice(-1) + after.term[0];
    found.push({ term, forms: [{ terms: [term], all: false, prefix: false, edits: 0, weight: JOINT_WEIGHT }], joint: true });
  }
  return found;
}

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
