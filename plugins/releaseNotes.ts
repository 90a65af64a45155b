// The generated parts of the releases page and the upgrade guides, written from site/release-history.json at build
// time. A page asks for them with one line, which Rspress's `replaceRules` swaps for Markdown before the page is
// read for its outline and search index and before it compiles (so the releases' headings are in the outline and
// found by search, and the lists' links are checked like any other):
//   <ReleaseList lang="en" />                                   every release examined, newest first
//   <ReleaseChanges lang="en" from="0.11.12" to="0.12.0" />     what changed after `from` up to `to`
// Each item links to the heading that documents it (found as plugins/versionBadges.ts finds them).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ReplaceRule } from '@rspress/shared';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { importPath, itemGroup, type ItemGroup, itemLabel, type Lang, releaseAnchor } from '../site/releaseItems';
import { changesBetween, compareVersions, EARLIEST_EXAMINED, HISTORY, historyOf } from '../site/releases';
import { findItems, pageOfFile } from './versionBadges';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/** A page's Markdown tree, its front matter left out and its `{#id}`s escaped as Rspress escapes them. */
export function parsePage(source: string) {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^(#{1,6} .*?)\{#([^}]*)\}\s*$/gm, '$1\\{#$2}');
  return parser.parse(body) as Parameters<typeof findItems>[0];
}

const pagesOf = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? pagesOf(full) : /\.mdx?$/.test(name) ? [full] : [];
  });

/** Where the site documents each item, in one language: key → link (the first heading or flag row that names it). */
export function documentedItems(docsRoot: string, lang: Lang): Map<string, string> {
  const links = new Map<string, string>();
  for (const file of pagesOf(path.join(docsRoot, lang))) {
    const { page } = pageOfFile(docsRoot, file) ?? {};
    if (!page) continue;
    const route = `${lang === 'zh' ? '/zh' : ''}/${page.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`;
    for (const { key, anchor } of findItems(parsePage(readFileSync(file, 'utf8')), page)) {
      if (!links.has(key)) links.set(key, anchor ? `${route}#${anchor}` : route);
    }
  }
  return links;
}

const TEXT = {
  en: {
    added: 'Added',
    changed: 'Type changed',
    deprecated: 'Deprecated',
    moved: 'Moved',
    removed: 'Removed',
    none: 'No change to the public surface examined (config keys, runtime API, exports, CLI, reporter hooks).',
    earliest: (count: number) =>
      `The earliest release examined: the ${count} items it already has are marked "Since ${EARLIEST_EXAMINED} (earliest examined)", not "Added in ${EARLIEST_EXAMINED}", since earlier releases are not on the registry.`,
    tagged: (date: string) => `Tagged in the upstream repository on ${date}.`,
    inVersion: (version: string) => `in ${version}`,
    groups: { config: 'Configuration', runtime: 'Test API', exports: 'Exports', cli: 'CLI', javascript: 'JavaScript API' },
  },
  zh: {
    added: '新增',
    changed: '类型变更',
    deprecated: '弃用',
    moved: '移动',
    removed: '移除',
    none: '考察的公开接口（配置项、运行时 API、导出、CLI、reporter 钩子）没有变化。',
    earliest: (count: number) =>
      `考察的最早版本：它已有的 ${count} 项标为“${EARLIEST_EXAMINED} 起（考察的最早版本）”，而不是“${EARLIEST_EXAMINED} 新增”，因为更早的版本不在 registry 上。`,
    tagged: (date: string) => `上游仓库于 ${date} 打下此版本的标签。`,
    inVersion: (version: string) => `${version}`,
    groups: { config: '配置', runtime: '测试 API', exports: '导出', cli: 'CLI', javascript: 'JavaScript API' },
  },
} as const;

const GROUP_ORDER: ItemGroup[] = ['config', 'runtime', 'exports', 'cli', 'javascript'];

/** A type change as the lists show it: both types when they are short, else nothing (the item's page has it). */
const typeChange = (before: string, after: string) => (before.length + after.length <= 120 ? `\`${before}\` → \`${after}\`` : '');

/** One item as a list entry: its name, linked to its heading where the site documents it, and a detail. */
const entry = (key: string, links: Map<string, string>, detail = '') => {
  const name = `\`${itemLabel(key)}\``;
  return `- ${links.has(key) ? `[${name}](${links.get(key)})` : name}${detail ? ` ${detail}` : ''}`;
};

/** The lists of one span of releases: per kind of change, the items grouped by kind of item. */
function changeLists(from: string, to: string, lang: Lang, links: Map<string, string>, showVersion: boolean): string {
  const t = TEXT[lang];
  const changes = changesBetween(from, to);
  const when = (version: string) => (showVersion ? `(${t.inVersion(version)})` : '');
  const inRange = (version: string | null | undefined): version is string =>
    !!version && compareVersions(version, from) > 0 && compareVersions(version, to) <= 0;
  // The release in the span where the item came, left or was deprecated (an item may have come and gone twice).
  const historyVersion = (key: string, field: 'added' | 'removed' | 'deprecated') => {
    const history = historyOf(key);
    const periods = history?.periods ?? [[history?.added ?? null, history?.removed ?? null]];
    const candidates = field === 'deprecated' ? [history?.deprecated] : periods.map(([added, removed]) => (field === 'added' ? added : removed));
    return candidates.find(inRange) ?? '';
  };
  const kinds: [string, { key: string; detail: string }[]][] = [
    [t.added, changes.added.map((key) => ({ key, detail: when(historyVersion(key, 'added')) }))],
    [t.moved, changes.moved.map((m) => ({ key: m.key, detail: `${m.from.map(importPath).join(', ')} → ${m.to.map(importPath).join(', ')} ${when(m.in)}` }))],
    [t.changed, changes.changed.map((c) => ({ key: c.key, detail: `${typeChange(c.from, c.to)} ${when(c.in)}` }))],
    [t.deprecated, changes.deprecated.map((key) => ({ key, detail: when(historyVersion(key, 'deprecated')) }))],
    [t.removed, changes.removed.map((key) => ({ key, detail: when(historyVersion(key, 'removed')) }))],
  ];
  const sections = kinds
    .filter(([, items]) => items.length)
    .map(([title, items]) => {
      const groups = GROUP_ORDER.map((group) => {
        const inGroup = items.filter((item) => itemGroup(item.key) === group).sort((a, b) => itemLabel(a.key).localeCompare(itemLabel(b.key)));
        if (!inGroup.length) return '';
        const list = inGroup.map((item) => entry(item.key, links, item.detail.trim())).join('\n');
        // Bare names flow as a run of chips (theme/Root/history.css); entries with details stay a list.
        const bare = inGroup.every((item) => !item.detail.trim());
        return `${t.groups[group]}:\n\n${bare ? `<div className="rs-release-names">\n\n${list}\n\n</div>` : list}`;
      }).filter(Boolean);
      return `**${title}** (${items.length})\n\n${groups.join('\n\n')}`;
    });
  // In an element: Rspress leaves JSX out of the search index, so an API's name in these lists does not pull the
  // releases page or an upgrade guide above the API's own page.
  return `<div className="rs-release-changes">\n\n${sections.length ? sections.join('\n\n') : t.none}\n\n</div>`;
}

/** Every release examined, newest first, each with its changes since the release before it. */
export function releaseListMarkdown(lang: Lang, links: Map<string, string>): string {
  const t = TEXT[lang];
  const versions = HISTORY.versions;
  return versions
    .map((version, i) => [version, versions[i - 1]] as const)
    .reverse()
    .map(([version, previous]) => {
      const date = HISTORY.dates[version];
      const head = `## ${version} {#${releaseAnchor(version)}}${date ? `\n\n${t.tagged(date)}` : ''}`;
      if (!previous) {
        const count = Object.values(HISTORY.items).filter((item) => item.added === null).length;
        return `${head}\n\n${t.earliest(count)}`;
      }
      return `${head}\n\n${changeLists(previous, version, lang, links, false)}`;
    })
    .join('\n\n');
}

/** What changed after `from` up to and including `to`, each item with the release that changed it. */
export const releaseChangesMarkdown = (lang: Lang, from: string, to: string, links: Map<string, string>) =>
  changeLists(from, to, lang, links, true);

const PLACEHOLDER = /<(ReleaseList|ReleaseChanges)\s+([^>]*?)\s*\/>/g;
const attribute = (attrs: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1];

/** Rspress `replaceRules` for every placeholder the pages under `docsRoot` use. */
export function releaseReplaceRules(docsRoot: string): ReplaceRule[] {
  const links = { en: documentedItems(docsRoot, 'en'), zh: documentedItems(docsRoot, 'zh') };
  const rules = new Map<string, string>();
  for (const file of [...pagesOf(path.join(docsRoot, 'en')), ...pagesOf(path.join(docsRoot, 'zh'))]) {
    for (const [placeholder, name, attrs] of readFileSync(file, 'utf8').matchAll(PLACEHOLDER)) {
      const lang = attribute(attrs, 'lang');
      if (lang !== 'en' && lang !== 'zh') throw new Error(`${file}: ${placeholder} needs lang="en" or lang="zh"`);
      const from = attribute(attrs, 'from');
      const to = attribute(attrs, 'to');
      if (name === 'ReleaseChanges' && !(from && to)) throw new Error(`${file}: ${placeholder} needs from="…" and to="…"`);
      rules.set(
        placeholder,
        name === 'ReleaseList' ? releaseListMarkdown(lang, links[lang]) : releaseChangesMarkdown(lang, from as string, to as string, links[lang]),
      );
    }
  }
  return [...rules].map(([search, replace]) => ({ search, replace }));
}
