// Where names may wrap (theme/utils/codeBreaks.ts, used by plugins/codeBreaks.ts and theme/InlineMarkdown).
import { describe, expect, test } from '@rstest/core';
import { rehypeCodeBreaks } from '../../plugins/codeBreaks';
import { breakParts, breakPartsHtml, breakRenderedHtml } from '../../theme/utils/codeBreaks';

const code = { code: true };
const prose = { code: false };

describe('breakParts', () => {
  test('leaves short code (kept on one line by CSS) and prose without a long dotted name alone', () => {
    expect(breakParts('npm init -y', code)).toBeNull();
    expect(breakParts('--coverage', code)).toBeNull();
    expect(breakParts('Rspack-based Testing Framework', prose)).toBeNull();
  });

  test('long code breaks at its spaces and after the dots and slashes of long words, never after a hyphen', () => {
    expect(breakPartsHtml('npx rstest run --coverage --reporter=junit', code)).toBe(
      'npx rstest run <span class="rs-nowrap">--coverage</span> <span class="rs-nowrap">--reporter=junit</span>',
    );
    expect(breakPartsHtml('coverage.thresholds.statements', code)).toBe('coverage.<wbr>thresholds.<wbr>statements');
    expect(breakPartsHtml('--coverage.thresholds.statements', code)).toBe('<span class="rs-nowrap">--coverage.</span><wbr>thresholds.<wbr>statements');
    expect(breakPartsHtml('node_modules/@rstest/core/dist', code)).toBe('node_modules/<wbr>@rstest/<wbr>core/<wbr>dist');
  });

  test('a long dotted name in prose (a heading) breaks after its dots', () => {
    expect(breakPartsHtml('coverage.thresholds.statements', prose)).toBe('coverage.<wbr>thresholds.<wbr>statements');
  });

  test('a hyphenated word longer than a line may still break (the browser breaks it only if it must)', () => {
    const word = 'a-very-long-hyphenated-identifier-name';
    expect(breakParts(word, code)).toEqual([{ text: word, nowrap: false }]);
  });
});

test('the rehype plugin marks long inline code and breaks headings, not code blocks or short code', () => {
  const short = { type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: 'npm init -y' }] };
  const long = { type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: 'rstest run --coverage.enabled' }] };
  const heading = { type: 'element', tagName: 'h2', children: [{ type: 'text', value: 'coverage.thresholds.statements' }] };
  const block = { type: 'element', tagName: 'pre', children: [{ type: 'element', tagName: 'code', children: [{ type: 'text', value: 'coverage.thresholds.statements' }] }] };
  const tree = { type: 'root', children: [{ type: 'element', tagName: 'p', children: [short, long] }, heading, block] };
  rehypeCodeBreaks()(tree);
  expect(short).toEqual({ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: 'npm init -y' }] });
  expect(long.properties).toEqual({ className: ['rs-wrap'] });
  expect(long.children.map((child) => ('tagName' in child ? child.tagName : child.value))).toEqual(['rstest run ', 'span']);
  expect(heading.children.map((child) => ('tagName' in child ? child.tagName : child.value))).toEqual(['coverage.', 'wbr', 'thresholds.', 'wbr', 'statements']);
  expect(block.children[0].children).toEqual([{ type: 'text', value: 'coverage.thresholds.statements' }]);
});

test('the outline and sidebar labels (Rspress inline Markdown as HTML) break the same way', () => {
  expect(breakRenderedHtml('coverage.thresholds.statements')).toBe('coverage.<wbr>thresholds.<wbr>statements');
  expect(breakRenderedHtml('<code>npm init -y</code> &amp; <em>Quick Start</em>')).toBe('<code>npm init -y</code> &amp; <em>Quick Start</em>');
  expect(breakRenderedHtml('<code>coverage.thresholds.statements</code>')).toBe('<code class="rs-wrap">coverage.<wbr>thresholds.<wbr>statements</code>');
  expect(breakRenderedHtml('Quick Start')).toBe('Quick Start');
});
