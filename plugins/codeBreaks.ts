// Inline code and headings in the pages break where theme/utils/codeBreaks.ts says: long inline code is marked
// `rs-wrap` (the rest stays on one line) and breaks at its spaces and after its dots, never after a hyphen; long
// dotted names in headings break after their dots. A rehype plugin, so the prerendered HTML and the page's script
// agree.
import { breakParts } from '../theme/utils/codeBreaks';

/** The few fields of a HAST node this plugin reads and writes. */
interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: { className?: unknown };
  children?: HastNode[];
}

const NOWRAP = 'rs-nowrap';
const WRAP = 'rs-wrap';
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

export function rehypeCodeBreaks() {
  return (tree: HastNode) => walk(tree, undefined, false);
}

function walk(node: HastNode, parent: HastNode | undefined, inHeading: boolean) {
  if (node.type === 'element' && node.tagName === 'code') {
    if (parent?.tagName !== 'pre') breakInlineCode(node);
    return;
  }
  const heading = inHeading || (node.type === 'element' && HEADINGS.has(node.tagName ?? ''));
  if (heading && node.children) node.children = node.children.flatMap((child) => (child.type === 'text' ? headingText(child) : [child]));
  for (const child of node.children ?? []) walk(child, node, heading);
}

/** A heading's text, with places to break in its long dotted names. */
function headingText(text: HastNode): HastNode[] {
  const parts = breakParts(text.value ?? '', { code: false });
  return parts ? parts.map(toNode) : [text];
}

function breakInlineCode(code: HastNode) {
  const [only, ...rest] = code.children ?? [];
  if (!only || rest.length > 0 || only.type !== 'text' || !only.value) return;
  const parts = breakParts(only.value, { code: true });
  if (!parts) return;
  code.properties = { ...code.properties, className: [...classes(code), WRAP] };
  code.children = parts.map(toNode);
}

const toNode = (part: ReturnType<typeof breakParts> extends (infer P)[] | null ? P : never): HastNode => {
  if ('wbr' in part) return { type: 'element', tagName: 'wbr', properties: {}, children: [] };
  const text = { type: 'text', value: part.text };
  return part.nowrap ? { type: 'element', tagName: 'span', properties: { className: [NOWRAP] }, children: [text] } : text;
};

const classes = (node: HastNode) => {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(' ') : [];
};
