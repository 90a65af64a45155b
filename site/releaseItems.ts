/**
 * Which item of @rstest/core a heading of the site documents, and the release history shown under it. The keys are
 * those of site/release-history.json (scripts/release-history.mjs): `config.bail`, `rstest.fn`, `matcher.toBe`,
 * `export:createRstest`, `flag:--bail`, … The build puts the history under each such heading
 * (plugins/versionBadges.ts) and lists the changes of each release (plugins/releaseNotes.ts);
 * tests/unit/version-badges.test.ts checks both against the data.
 */
import { compareVersions, EARLIEST_EXAMINED, historyOf, type ItemHistory } from './releases';

export type Lang = 'en' | 'zh';

/** Where a heading sits: its page (below docs/<lang>/), its level, its text without Markdown, and its page's h1. */
export interface HeadingPlace {
  page: string;
  depth: number;
  text: string;
  h1: string;
}

const code = (text: string) => text.replace(/`/g, '').trim();
const NAME = /^[A-Za-z_$][\w$]*$/;

/** Pages of the API reference whose headings name matchers and the static members of `expect`. */
const EXPECT_PAGES = ['expect', 'matchers', 'mockMatchers', 'snapshot', 'asymmetricMatchers', 'expectUtilities'].map(
  (name) => `api/test-api/${name}.mdx`,
);

/**
 * Names the reference documents that @rstest/core's own declarations do not declare, so no release history can be
 * computed for them: Chai's `assert` methods and `expect.fail` (their types come from the `@types/chai` dependency),
 * and `expect.element`, which exists at runtime only (for browser mode).
 */
export const UNDECLARED = (page: string, text: string): boolean =>
  (page === 'api/test-api/assert.mdx' && /^assert\.\w+$/.test(text)) || ['expect.fail', 'expect.element'].includes(text);

/** The item a heading names, or undefined for a heading that names none (an introduction, an example, …). */
export function itemOfHeading({ page, depth, text: raw, h1 }: HeadingPlace): string | undefined {
  const text = code(raw);
  if (UNDECLARED(page, text)) return undefined;
  const optionPage = /^config\/(test|build)\/[^/]+\.mdx$/.test(page);
  if (optionPage) {
    if (depth === 1) return `config.${text}`;
    return text.startsWith(`${code(h1)}.`) && /^[\w.]+$/.test(text) ? `config.${text}` : undefined;
  }
  if (page === 'api/rstest/mockInstance.mdx') {
    if (/^mock\.\w+$/.test(text) || text === '[Symbol.dispose]') return `mock.${text}`;
    return depth > 1 && NAME.test(text) ? `mock.${text}` : undefined;
  }
  if (page.startsWith('api/rstest/')) return /^rstest\.\w+$/.test(text) ? text : undefined;
  if (page === 'api/test-api/test.mdx' || page === 'api/test-api/describe.mdx') {
    if (['test', 'it', 'describe'].includes(text)) return `export:${text}`;
    return /^(test|describe)\.\w+$/.test(text) ? text : undefined;
  }
  if (page === 'api/test-api/hooks.mdx') return depth === 2 && NAME.test(text) && raw.includes('`') ? `export:${text}` : undefined;
  if (EXPECT_PAGES.includes(page)) {
    if (text === 'expect') return 'export:expect';
    if (/^expect\.(not\.)?\w+$/.test(text)) return text;
    if (/^\.\w+$/.test(text)) return `matcher${text}`;
    return /^to[A-Z]\w*$/.test(text) ? `matcher.${text}` : undefined;
  }
  if (page === 'api/test-api/assert.mdx') return text === 'assert' ? 'export:assert' : undefined;
  if (page === 'api/javascript-api/node-api.mdx') {
    if (!raw.includes('`')) return undefined;
    return depth === 3 ? `instance.${text}` : `export:${text}`;
  }
  if (page === 'api/javascript-api/reporter-api.mdx') return depth === 3 && /^(on[A-Z]\w*|flushOutputStreams)$/.test(text) ? `reporter.${text}` : undefined;
  if (page.startsWith('api/javascript-api/')) return raw.includes('`') && NAME.test(text) ? `export:${text}` : undefined;
  if (page === 'guide/basic/cli.mdx') {
    const command = /^rstest(?: ([\w-]+))?$/.exec(text);
    return command ? `cli:${command[1] ?? 'rstest'}` : undefined;
  }
  return undefined;
}

/**
 * The item of a row of a flag table (its first cell, e.g. "`-c, --config <config>`"), under the command whose
 * section the table is in: the command's own flag when it has one of that name, else the flag the test-running
 * commands share.
 */
export function itemOfFlagCell(cell: string, command: string | undefined, known: (key: string) => boolean): string | undefined {
  // `--pool.maxWorkers`, and `--browser.providerOptions.*`, a family of flags, as the CLI names them.
  const flag = /(?:^|[\s,])(--[\w-]+(?:\.(?:[\w-]+|\*))*)/.exec(code(cell))?.[1];
  if (!flag) return undefined;
  const own = command && command !== 'rstest' ? `flag:${command} ${flag}` : undefined;
  return own && known(own) ? own : `flag:${flag}`;
}

/** The command a heading of the CLI pages is about (`rstest list` → `list`), for the flag tables under it. */
export const commandOfHeading = (text: string) => /^rstest ([\w-]+)$/.exec(code(text))?.[1];

export type BadgeKind = 'added' | 'earliest' | 'changed' | 'deprecated' | 'moved' | 'exported' | 'unexported' | 'removed' | 'readded';

export interface Badge {
  kind: BadgeKind;
  version: string;
  text: string;
  /** The release's section of the releases page. */
  href: string;
  /** The declared types before and after, for a change. */
  title?: string;
}

/** The anchor of a release on the releases page. */
export const releaseAnchor = (version: string) => `v${version.replace(/\./g, '-')}`;
const RELEASES_PAGE = 'guide/upgrade/releases';
export const releasesLink = (lang: Lang, version?: string) =>
  `${lang === 'zh' ? '/zh' : ''}/${RELEASES_PAGE}${version ? `#${releaseAnchor(version)}` : ''}`;

/** An entry point as readers import it: `.` → `@rstest/core`, `./api` → `@rstest/core/api`. */
export const importPath = (entry: string) => `@rstest/core${entry.replace(/^\./, '')}`;

const TEXT: Record<Lang, Record<BadgeKind, (version: string, detail: string) => string>> = {
  en: {
    added: (v) => `Added in ${v}`,
    earliest: (v) => `Since ${v} (earliest examined)`,
    changed: (v) => `Type changed in ${v}`,
    deprecated: (v) => `Deprecated in ${v}`,
    moved: (v, to) => `Moved to ${to} in ${v}`,
    exported: (v, to) => `Also exported from ${to} since ${v}`,
    unexported: (v, from) => `No longer exported from ${from} since ${v}`,
    removed: (v) => `Removed in ${v}`,
    readded: (v) => `Added again in ${v}`,
  },
  zh: {
    added: (v) => `${v} 新增`,
    earliest: (v) => `${v} 起（考察的最早版本）`,
    changed: (v) => `${v} 类型变更`,
    deprecated: (v) => `${v} 起弃用`,
    moved: (v, to) => `${v} 移至 ${to}`,
    exported: (v, to) => `${v} 起也从 ${to} 导出`,
    unexported: (v, from) => `${v} 起不再从 ${from} 导出`,
    removed: (v) => `${v} 移除`,
    readded: (v) => `${v} 重新加入`,
  },
};

/** What the site says of an item's history, in release order: where it began, each change, and its end. */
export function badgesOf(history: ItemHistory, lang: Lang): Badge[] {
  const badge = (kind: BadgeKind, version: string, detail = '', title?: string): Badge => ({
    kind,
    version,
    text: TEXT[lang][kind](version, detail),
    href: releasesLink(lang, version),
    ...(title && { title }),
  });
  // Each stretch the item existed (one, unless it left and came back): where it began and where it ended.
  const periods = history.periods ?? [[history.added, history.removed ?? null]];
  const badges: Badge[] = periods.flatMap(([added, removed], i) => [
    i > 0 && added ? badge('readded', added) : added ? badge('added', added) : badge('earliest', EARLIEST_EXAMINED),
    ...(removed ? [badge('removed', removed)] : []),
  ]);
  for (const change of history.changed ?? []) badges.push(badge('changed', change.in, '', `${change.from} → ${change.to}`));
  for (const [i, step] of (history.entries ?? []).entries()) {
    if (i === 0) continue;
    const before = history.entries?.[i - 1].entries ?? [];
    const gained = step.entries.filter((entry) => !before.includes(entry));
    const lost = before.filter((entry) => !step.entries.includes(entry));
    const names = (entries: string[]) => entries.map(importPath).join(', ');
    // Moved: none of its old entry points kept it; else it gained or lost one beside the others.
    if (gained.length && lost.length === before.length) badges.push(badge('moved', step.in, names(step.entries)));
    else {
      if (gained.length) badges.push(badge('exported', step.in, names(gained)));
      if (lost.length) badges.push(badge('unexported', step.in, names(lost)));
    }
  }
  if (history.deprecated !== undefined) badges.push(badge('deprecated', history.deprecated ?? EARLIEST_EXAMINED));
  return badges.sort((a, b) => compareVersions(a.version, b.version));
}

/** The badges of an item by its key; undefined for a key the data does not know. */
export function badgesOfItem(key: string, lang: Lang): Badge[] | undefined {
  const history = historyOf(key);
  return history && badgesOf(history, lang);
}

/** How the site writes an item's name in lists: `config.bail` → `bail`, `cli:list` → `rstest list`, … */
export function itemLabel(key: string): string {
  const [, kind, name] = /^(config|matcher|mock|reporter|instance)\.(.+)$|^$/.exec(key) ?? [];
  if (kind) return name;
  const prefixed = /^(export|cli|flag):(.+)$/.exec(key);
  if (!prefixed) return key;
  if (prefixed[1] === 'cli') return prefixed[2] === 'rstest' ? 'rstest' : `rstest ${prefixed[2]}`;
  if (prefixed[1] === 'flag') return prefixed[2].startsWith('--') ? prefixed[2] : `rstest ${prefixed[2]}`;
  return prefixed[2];
}

/** The kind of an item, for grouping the lists of a release. */
export type ItemGroup = 'config' | 'runtime' | 'exports' | 'cli' | 'javascript';
export function itemGroup(key: string): ItemGroup {
  if (key.startsWith('config.')) return 'config';
  if (/^(cli|flag):/.test(key)) return 'cli';
  if (key.startsWith('export:')) return 'exports';
  if (/^(reporter|instance)\./.test(key)) return 'javascript';
  return 'runtime';
}
