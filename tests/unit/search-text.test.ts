import { describe, expect, test } from '@rstest/core';
import { indexTokens, normalize, queryTokens, textWidth } from '../../search/text';

const terms = (text: string) => indexTokens(text).map((token) => token.term);

describe('normalize', () => {
  test('lower-cases and drops accents, so search is case- and accent-insensitive', () => {
    expect(normalize('Functión')).toBe('function');
    expect(normalize('FÄKE')).toBe('fake');
    expect(normalize('useFakeTimers')).toBe('usefaketimers');
  });
});

describe('index terms', () => {
  test('a camelCase name gives its whole form and every tail of its parts', () => {
    expect(terms('rstest.useFakeTimers')).toEqual(['rstest', 'usefaketimers', 'faketimers', 'timers']);
    expect(terms('passWithNoTests')).toEqual(['passwithnotests', 'withnotests', 'notests', 'tests']);
  });

  test('dots, dashes and punctuation separate words; positions point into the original text', () => {
    const tokens = indexTokens('Use `happy-dom`.');
    expect(tokens.map((token) => token.term)).toEqual(['use', 'happy', 'dom']);
    expect(tokens.map((token) => 'Use `happy-dom`.'.slice(token.start, token.end))).toEqual(['Use', 'happy', 'dom']);
  });

  test('a CJK run gives its Intl.Segmenter words and every two-character window', () => {
    const found = terms('假定时器');
    // `定时` and `时器` are windows: found whatever the segmenter made of the run.
    expect(found).toEqual(expect.arrayContaining(['假定', '定时', '时器']));
  });

  test('code names next to Chinese text are separate words', () => {
    expect(terms('配置setupFiles文件')).toEqual(expect.arrayContaining(['配置', 'setupfiles', '文件']));
  });
});

describe('query terms', () => {
  const isStopWord = (term: string) => ['a', 'to', '的', '如何'].includes(term);

  test('drop stop words and keep words whole (no camelCase split on the query side)', () => {
    expect(queryTokens('How to mock a Function', isStopWord).map((t) => t.term)).toEqual(['how', 'mock', 'function']);
    expect(queryTokens('useFakeTimers', isStopWord).map((t) => t.term)).toEqual(['usefaketimers']);
  });

  test('segment Chinese into words with Intl.Segmenter and join one-character words again', () => {
    expect(queryTokens('配置别名', isStopWord).map((t) => t.term)).toEqual(['配置', '别名']);
    // The segmenter cuts 跳过 into 跳|过.
    expect(queryTokens('跳过测试', isStopWord).map((t) => t.term)).toEqual(['跳过', '测试']);
    expect(queryTokens('如何配置的别名', isStopWord).map((t) => t.term)).toEqual(['配置', '别名']);
  });

  test('mark Chinese terms, which get no typo tolerance', () => {
    expect(queryTokens('rstest.fn 怎么用', isStopWord).map(({ term, cjk }) => [term, cjk])).toEqual([
      ['rstest', false],
      ['fn', false],
      ['怎么', true],
      ['用', true],
    ]);
  });
});

test('text width counts non-Latin characters as 3', () => {
  expect(textWidth('mock')).toBe(4);
  expect(textWidth('模拟 fn')).toBe(9);
});
