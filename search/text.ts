// How text is cut into search terms, for the index and for queries alike, with the position of each term in the
// original text (for highlights).

export interface Token {
  /** Normalized term: lower case, accents removed. */
  term: string;
  /** Position in the original text: [start, end). */
  start: number;
  end: number;
}

export interface QueryToken extends Token {
  /** Whether the term is Chinese/Japanese/Korean text (no typo tolerance, no camelCase). */
  cjk: boolean;
}

/** A word: letters, digits, `_` and `$` (dots, dashes, spaces and punctuation separate words). */
const WORD = /[\p{L}\p{M}\p{N}_$]+/gu;
/** Chinese, Japanese and Korean characters. */
const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
/** CJK runs inside a word (a word like `setupFiles文件` holds a Latin and a CJK part). */
const CJK_RUN = new RegExp(`[${CJK}]+`, 'gu');
const HAS_CJK = new RegExp(`[${CJK}]`, 'u');

/** Whether `text` holds CJK characters. */
export const hasCjk = (text: string) => HAS_CJK.test(text);
const ASCII = /^[\x00-\x7f]*$/;
/** Where a camelCase, PascalCase or snake_case word splits: `useFakeTimers` → use|Fake|Timers, `HTMLElement` → HTML|Element. */
const CAMEL_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|_/gu;
const MAY_SPLIT = /\p{Lu}|_/u;

/** Lower case without accents: `Functión` → `function`. */
export function normalize(text: string): string {
  return ASCII.test(text) ? text.toLowerCase() : text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The two-character windows of a CJK word, as the index has them. */
export const bigrams = (term: string) => Array.from({ length: term.length - 1 }, (_, i) => term.slice(i, i + 2));

let segmenter: Intl.Segmenter | undefined;
/** Chinese words of a CJK run, with their offsets in the run; one word per character where Intl.Segmenter is missing. */
function cjkWords(run: string): { word: string; index: number }[] {
  if (typeof Intl.Segmenter !== 'function') {
    return [...run.matchAll(/./gsu)].map((match) => ({ word: match[0], index: match.index }));
  }
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  return [...segmenter.segment(run)].map(({ segment, index }) => ({ word: segment, index }));
}

/** Calls `visit` for each word of `text` in order, with CJK runs cut out of words and kept whole. */
function forEachWord(text: string, visit: (word: string, start: number, cjk: boolean) => void) {
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    if (ASCII.test(word)) {
      visit(word, match.index, false);
      continue;
    }
    let last = 0;
    for (const run of word.matchAll(CJK_RUN)) {
      if (run.index > last) visit(word.slice(last, run.index), match.index + last, false);
      visit(run[0], match.index + run.index, true);
      last = run.index + run[0].length;
    }
    if (last < word.length) visit(word.slice(last), match.index + last, false);
  }
}

/**
 * Calls `emit` for each index term of `text`. A word gives its whole form, plus, for camelCase identifiers, every tail
 * of its parts, so that `useFakeTimers` is found by `usefaketimers`, `faketimers`, `fake` and `timers` (prefix search
 * covers heads of tails). A CJK run gives its Intl.Segmenter words plus every two-character window, so that a word the
 * segmenter cut differently in another context (`定时器` inside `假定时器`) is still found through its bigrams.
 */
export function forEachIndexTerm(text: string, emit: (term: string, start: number, end: number) => void) {
  forEachWord(text, (word, start, cjk) => {
    if (cjk) {
      for (const { word: segment, index } of cjkWords(word)) {
        // Two-character words are also bigrams, emitted below.
        if (segment.length !== 2) emit(segment, start + index, start + index + segment.length);
      }
      for (let i = 0; i + 1 < word.length; i++) emit(word.slice(i, i + 2), start + i, start + i + 2);
      return;
    }
    emit(normalize(word), start, start + word.length);
    if (!MAY_SPLIT.test(word.slice(1))) return;
    for (const boundary of word.matchAll(CAMEL_BOUNDARY)) {
      const tail = boundary.index + boundary[0].length;
      if (tail > 0 && tail < word.length) emit(normalize(word.slice(tail)), start + tail, start + word.length);
    }
  });
}

/** Index terms of `text` with their positions (for highlights). */
export function indexTokens(text: string): Token[] {
  const tokens: Token[] = [];
  forEachIndexTerm(text, (term, start, end) => tokens.push({ term, start, end }));
  return tokens;
}

/**
 * Query terms of `text`: whole words (a query's camelCase is matched against the index's whole words and tails) and
 * Intl.Segmenter words for CJK, where neighbouring one-character words are joined again (`跳|过` → `跳过`), because the
 * segmenter splits words it does not know into characters. A longer run of them is read as its two-character windows
 * (`打|断|点|调|试|单|个` → `打断`, `断点`, `点调`…): as one word, only a page holding all its windows matched it, and none
 * did, so the query found pages by its other words alone. `isStopWord` drops words before joining.
 */
export function queryTokens(text: string, isStopWord: (term: string) => boolean): QueryToken[] {
  const tokens: QueryToken[] = [];
  forEachWord(text, (word, start, cjk) => {
    if (!cjk) {
      const term = normalize(word);
      if (!isStopWord(term)) tokens.push({ term, start, end: start + word.length, cjk });
      return;
    }
    // One-character words waiting to be joined with the next one.
    let singles: QueryToken | undefined;
    const flush = () => {
      if (singles && singles.term.length > 2) {
        const from = singles.start;
        bigrams(singles.term).forEach((term, i) => tokens.push({ term, start: from + i, end: from + i + 2, cjk }));
      } else if (singles) tokens.push(singles);
      singles = undefined;
    };
    for (const { word: segment, index } of cjkWords(word)) {
      const token = { term: segment, start: start + index, end: start + index + segment.length, cjk };
      if (isStopWord(token.term)) {
        flush();
      } else if (segment.length > 1) {
        flush();
        tokens.push(token);
      } else if (singles && singles.end === token.start) {
        singles = { ...singles, term: singles.term + token.term, end: token.end };
      } else {
        flush();
        singles = token;
      }
    }
    flush();
  });
  return tokens;
}

/**
 * Display width used to cut statements and to give highlight lengths: per UTF-16 unit, Latin-1 counts 1 and anything
 * else (CJK…) 3, which is how Rspress's SuggestItem slices highlighted text.
 */
export function textWidth(text: string): number {
  let width = 0;
  for (let i = 0; i < text.length; i++) width += text.charCodeAt(i) > 255 ? 3 : 1;
  return width;
}
