// Code blocks carry one inline style per token (`style="color:var(--shiki-token-keyword)"`), in a page's HTML and
// again in its script. This Shiki transformer writes a short class instead (`class="sk-k"`, coloured in
// theme/Root/code.css) and leaves plain text (the block's own colour) unwrapped: code-heavy pages get about 1 kB
// gzip lighter on a first visit.
import type { ShikiTransformer } from 'shiki';

/** The token colours of Rspress's css-variables Shiki theme, each with its class (theme/Root/code.css). */
export const SHIKI_TOKEN_CLASSES: Record<string, string> = {
  comment: 'sk-m',
  constant: 'sk-c',
  function: 'sk-f',
  keyword: 'sk-k',
  link: 'sk-l',
  parameter: 'sk-a',
  punctuation: 'sk-p',
  string: 'sk-s',
  'string-expression': 'sk-e',
};

const TOKEN_STYLE = /^color:var\(--shiki-token-([a-z-]+)\)$/;
const PLAIN_STYLE = 'color:var(--shiki-foreground)';

export function shikiClassTransformer(): ShikiTransformer {
  return {
    name: 'rstest-docs-shiki-classes',
    span(node) {
      const style = node.properties.style;
      if (style === PLAIN_STYLE) {
        delete node.properties.style;
        return;
      }
      const token = typeof style === 'string' ? TOKEN_STYLE.exec(style)?.[1] : undefined;
      if (token && token in SHIKI_TOKEN_CLASSES) {
        delete node.properties.style;
        this.addClassToHast(node, SHIKI_TOKEN_CLASSES[token]);
      }
    },
    line(node) {
      // A span with nothing left on it is plain text: keep the text, drop the span.
      node.children = node.children.flatMap((child) =>
        child.type === 'element' && child.tagName === 'span' && Object.keys(child.properties).length === 0 ? child.children : [child],
      );
    },
  };
}
