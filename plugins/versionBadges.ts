// Puts each documented item's release history under its heading ("Added in 0.6.4 · Moved to @rstest/core/api in
// 0.12.0"), at the end of each row of the CLI pages' flag tables, and in place of an `<ItemHistory item="…" />`
// element. Static markup in the page's own chunk: the history data never reaches the browser. Which heading names
// which item: site/releaseItems.ts; the data: site/release-history.json.
import path from 'node:path';
import Slugger from '@rspress/shared/github-slugger';
import { type Badge, badgesOfItem, commandOfHeading, itemOfFlagCell, itemOfHeading, type Lang } from '../site/releaseItems';
import { historyOf } from '../site/releases';

interface MdNode {
  type: string;
  depth?: number;
  value?: string;
  name?: string;
  url?: string;
  title?: string;
  attributes?: { type: string; name: string; value?: unknown }[];
  children?: MdNode[];
  data?: Record<string, unknown>;
}

const EXPLICIT_ID = /\s*\\?\{#[^}]*\}\s*$/;
/** A heading's text as written, without its explicit `{#id}`; inline code keeps its backticks. */
export const headingText = (node: MdNode): string =>
  (node.children ?? [])
    .map((child) => (child.type === 'inlineCode' ? `\`${child.value}\`` : child.children ? headingText(child) : (child.value ?? '')))
    .join('')
    .replace(EXPLICIT_ID, '');

const link = (badge: Badge): MdNode => ({
  type: 'link',
  url: badge.href,
  title: badge.title ?? null,
  data: { hProperties: { className: ['rs-history__item', `rs-history__item--${badge.kind}`] } },
  children: [{ type: 'text', value: badge.text }],
} as MdNode);

/** The badges as a run of links, in a span (inline) or a paragraph (under a heading). */
export function historyNode(badges: Badge[], block: boolean): MdNode {
  return {
    type: block ? 'paragraph' : 'emphasis',
    data: { hName: block ? 'p' : 'span', hProperties: { className: ['rs-history'] } },
    children: badges.map(link),
  };
}

/** Where a page's source lives: `docs/zh/guide/x.mdx` → { lang: 'zh', page: 'guide/x.mdx' }. */
export function pageOfFile(docsRoot: string, file: string): { lang: Lang; page: string } | undefined {
  const relative = path.relative(docsRoot, file).split(path.sep).join('/');
  const match = /^(en|zh)\/(.+\.mdx?)$/.exec(relative);
  return match ? { lang: match[1] as Lang, page: match[2] } : undefined;
}

/** An item a page documents: its key, the node its history goes after (or into), and the anchor that leads to it. */
export interface FoundItem {
  key: string;
  /** A heading (the history goes after it) or a table cell (the history goes at its end). */
  node: MdNode;
  anchor: string;
}

/** The items a page's tree documents, in page order: headings that name one, and the rows of the CLI flag tables. */
export function findItems(tree: MdNode, page: string): FoundItem[] {
  const found: FoundItem[] = [];
  const slugger = new Slugger();
  let h1 = '';
  let command: string | undefined;
  let anchor = '';
  for (const node of tree.children ?? []) {
    if (node.type === 'heading') {
      const text = headingText(node);
      const explicit = /\\?\{#([^}]*)\}\s*$/.exec((node.children ?? []).map((c) => c.value ?? '').join(''))?.[1];
      const id = explicit ?? slugger.slug(text.replace(/`/g, ''));
      if (node.depth === 1) h1 = text;
      else anchor = id;
      if (node.depth === 2) command = undefined;
      command = commandOfHeading(text) ?? command;
      const key = itemOfHeading({ page, depth: node.depth ?? 1, text, h1 });
      if (key) found.push({ key, node, anchor: node.depth === 1 ? '' : id });
    } else if (node.type === 'table' && page.startsWith('guide/basic/cli')) {
      for (const row of (node.children ?? []).slice(1)) {
        const cells = row.children ?? [];
        const key = cells[0] && itemOfFlagCell(headingText(cells[0]), command, (k) => historyOf(k) !== undefined);
        if (key) found.push({ key, node: cells.at(-1) as MdNode, anchor });
      }
    }
  }
  return found;
}

/** Adds the histories to one page's tree; returns the item keys it placed, in page order. */
export function addHistories(tree: MdNode, lang: Lang, page: string, warn: (message: string) => void = () => {}): string[] {
  const placed: string[] = [];
  const badges = (key: string) => {
    const found = badgesOfItem(key, lang);
    if (!found) warn(`${page}: no release history for ${key}`);
    else placed.push(key);
    return found;
  };
  const children = tree.children ?? [];
  for (const { key, node } of findItems(tree, page)) {
    const found = badges(key);
    if (!found) continue;
    if (node.type === 'heading') children.splice(children.indexOf(node) + 1, 0, historyNode(found, true));
    else node.children?.push({ type: 'text', value: ' ' }, historyNode(found, false));
  }
  // <ItemHistory item="config.shard" /> anywhere: the history of an item the page mentions (a removed one, say).
  const replace = (parent: MdNode) => {
    parent.children = parent.children?.map((child) => {
      if (/^mdxJsx(Flow|Text)Element$/.test(child.type) && child.name === 'ItemHistory') {
        const key = child.attributes?.find((a) => a.name === 'item')?.value;
        const found = typeof key === 'string' ? badges(key) : undefined;
        return found ? historyNode(found, child.type === 'mdxJsxFlowElement') : { type: 'text', value: '' };
      }
      if (child.children) replace(child);
      return child;
    });
  };
  replace(tree);
  return placed;
}

/** The remark plugin: `markdown.remarkPlugins` entry, given the docs root. */
export function remarkVersionBadges({ docsRoot }: { docsRoot: string }) {
  return () => (tree: MdNode, file: { path?: string }) => {
    const where = file.path && pageOfFile(docsRoot, file.path);
    if (where) addHistories(tree, where.lang, where.page, (message) => console.warn(`[version badges] ${message}`));
  };
}
