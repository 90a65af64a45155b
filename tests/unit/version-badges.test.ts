/**
 * Issue #27: every item the site documents says which release added it, from the data computed from the published
 * packages (site/release-history.json), in both languages; the releases page and the upgrade guides list the
 * changes from the same data. Runs the build's own remark plugin (from rspress.config.ts) on every page's source.
 */
import path from 'node:path';
import type { UserConfig } from '@rspress/core';
import { describe, expect, test } from '@rstest/core';
import { documentedItems, parsePage, releaseListMarkdown, releaseReplaceRules } from '../../plugins/releaseNotes';
import { findItems, headingText } from '../../plugins/versionBadges';
import siteConfig from '../../rspress.config';
import { releaseAnchor, UNDECLARED } from '../../site/releaseItems';
import { EARLIEST_EXAMINED, HISTORY, historyOf } from '../../site/releases';
import { isPage, LANGS, type Lang, listDocFiles, readDoc, REPO_ROOT } from './utils/docs';

type Node = Parameters<typeof findItems>[0];
const config = siteConfig as UserConfig;
const DOCS = path.join(REPO_ROOT, 'docs');
const transform = (config.markdown?.remarkPlugins?.[0] as () => (tree: Node, file: { path: string }) => void)();

const pages = listDocFiles('en').filter(isPage);

/** A page's tree after the build's remark plugins (front matter aside), with the warnings they printed. */
function built(lang: Lang, page: string): { tree: Node; warnings: string[] } {
  const tree = parsePage(readDoc(lang, page));
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (message: string) => warnings.push(message);
  try {
    transform(tree, { path: path.join(DOCS, lang, page) });
  } finally {
    console.warn = warn;
  }
  return { tree, warnings };
}

const isHistory = (node: Node | undefined) => (node?.data?.hProperties as { className?: string[] } | undefined)?.className?.includes('rs-history');
const badgeTexts = (node: Node) => (node.children ?? []).map((badge) => headingText(badge));

/** What the first badge must say, read from the data here rather than from the code that writes it. */
const EXPECTED_START = {
  en: (added: string | null) => (added ? `Added in ${added}` : `Since ${EARLIEST_EXAMINED} (earliest examined)`),
  zh: (added: string | null) => (added ? `${added} 新增` : `${EARLIEST_EXAMINED} 起（考察的最早版本）`),
};
const EXPECTED_END = { en: (v: string) => `Removed in ${v}`, zh: (v: string) => `${v} 移除` };

/** Pages whose headings name items: a heading there that is only inline code must name one the data knows. */
const REFERENCE_PAGE = /^(api\/|config\/(test|build)\/|guide\/basic\/cli\.mdx)/;
/** Headings of reference pages that are inline code but name nothing the package declares (see UNDECLARED). */
const NOT_AN_ITEM = (page: string, text: string) => UNDECLARED(page, text.replace(/`/g, ''));

describe.each(LANGS)('%s pages', (lang) => {
  test.each(pages)('%s: each documented item carries its history from the data', (page) => {
    const { tree, warnings } = built(lang, page);
    expect(warnings).toEqual([]);
    const children = tree.children ?? [];
    for (const { key, node } of findItems(parsePage(readDoc(lang, page)), page)) {
      const history = historyOf(key);
      expect(history, `${page}: ${key} is not in site/release-history.json`).toBeDefined();
      if (!history) continue;
      // The same heading or cell in the built tree: the history follows the heading, or ends the cell.
      const badges =
        node.type === 'heading'
          ? children[children.findIndex((child) => child.type === 'heading' && headingText(child) === headingText(node)) + 1]
          : undefined;
      if (node.type === 'heading') {
        expect(isHistory(badges), `${page}: no history under "${headingText(node)}"`).toBe(true);
        const texts = badgeTexts(badges as Node);
        expect(texts[0]).toBe(EXPECTED_START[lang](history.periods ? history.periods[0][0] : history.added));
        if (history.removed) expect(texts.at(-1)).toBe(EXPECTED_END[lang](history.removed));
      }
    }
  });

  test.each(pages.filter((page) => REFERENCE_PAGE.test(page)))('%s: every heading that names an item in code is one', (page) => {
    const source = readDoc(lang, page);
    const found = new Set(findItems(parsePage(source), page).map(({ node }) => node));
    const tree = parsePage(source);
    const foundTexts = new Set([...found].filter((node) => node.type === 'heading').map(headingText));
    const unnamed = (tree.children ?? [])
      .filter((node) => node.type === 'heading')
      .map(headingText)
      .filter((text) => /^`[^`]+`$/.test(text) && !foundTexts.has(text) && !NOT_AN_ITEM(page, text));
    expect(unnamed).toEqual([]);
  });
});

test('the flag tables: every row of a flag carries its history, in both languages', () => {
  for (const lang of LANGS) {
    for (const page of ['guide/basic/cli.mdx', 'guide/basic/cli-options.mdx']) {
      const { tree } = built(lang, page);
      const rows = (tree.children ?? []).filter((node) => node.type === 'table').flatMap((table) => (table.children ?? []).slice(1));
      const flagRows = rows.filter((row) => /^`-/.test(headingText((row.children ?? [])[0] ?? { type: 'text' })));
      expect(flagRows.length, `${lang} ${page}`).toBeGreaterThan(0);
      for (const row of flagRows) {
        const last = (row.children ?? []).at(-1) as Node;
        expect(isHistory((last.children ?? []).at(-1)), `${lang} ${page}: ${headingText((row.children ?? [])[0])}`).toBe(true);
      }
    }
  }
});

test('both languages document the same items on each page', () => {
  for (const page of pages) {
    const keys = (lang: Lang) => findItems(parsePage(readDoc(lang, page)), page).map((item) => item.key);
    expect(keys('zh'), page).toEqual(keys('en'));
  }
});

test('facts checked by hand in the tarballs show on their pages', () => {
  const under = (page: string, heading: string) => {
    const children = built('en', page).tree.children ?? [];
    const at = children.findIndex((node) => node.type === 'heading' && headingText(node) === heading);
    return badgeTexts(children[at + 1]);
  };
  expect(under('config/test/bail.mdx', 'bail')).toEqual(['Added in 0.6.4']);
  expect(under('config/test/detectAsyncLeaks.mdx', 'detectAsyncLeaks')[0]).toBe('Added in 0.10.3');
  expect(under('config/test/onlyFailures.mdx', 'onlyFailures')[0]).toBe('Added in 0.11.5');
  expect(under('api/javascript-api/node-api.mdx', '`createRstest`')).toContain('Moved to @rstest/core/api in 0.12.0');
});

describe('the generated lists', () => {
  const rules = releaseReplaceRules(DOCS);

  test('every placeholder of the pages has its list, and each list links only to headings that exist', () => {
    for (const lang of LANGS) {
      const links = documentedItems(DOCS, lang);
      for (const page of pages) {
        for (const [placeholder] of readDoc(lang, page).matchAll(/<Release(List|Changes)\s[^>]*\/>/g)) {
          const rule = rules.find((r) => r.search === placeholder);
          expect(rule, `${lang} ${page}: ${placeholder}`).toBeDefined();
          for (const [, href] of String(rule?.replace).matchAll(/\]\(([^)]+)\)/g)) {
            expect([...links.values()], `${lang} ${page}: ${href}`).toContain(href);
          }
        }
      }
    }
  });

  test('the releases page has a section for every release examined, newest first', () => {
    const list = releaseListMarkdown('en', documentedItems(DOCS, 'en'));
    const anchors = [...list.matchAll(/^## \S+ \{#([^}]+)\}$/gm)].map((m) => m[1]);
    expect(anchors).toEqual([...HISTORY.versions].reverse().map(releaseAnchor));
    expect(readDoc('en', 'guide/upgrade/releases.mdx')).toContain('<ReleaseList lang="en" />');
    expect(readDoc('zh', 'guide/upgrade/releases.mdx')).toContain('<ReleaseList lang="zh" />');
  });
});
