import type { NormalizedSidebarGroup, SidebarData } from '@rspress/core';
import type { Group, GroupItem } from '@rspress/core/theme-original';
import type { Added, CardHeader } from './cards';

type Entry = SidebarData[number];

/**
 * A card: Rspress's group item with its page's description, which theme/OverviewGroup shows first, and the release
 * that added its page's item and each heading's (./releaseFilter.ts).
 */
export type OverviewItem = Omit<GroupItem, 'headers'> & { description?: string; added?: Added; headers?: CardHeader[]; laterItems?: CardHeader[] };
/** A group of cards: Rspress's overview group, of cards with descriptions. */
export type CardGroup = Omit<Group, 'items'> & { items: OverviewItem[] };

export interface OverviewSource {
  /** The sidebar of the overview page. */
  sidebar: SidebarData;
  routePath: string;
  pages: { routePath: string; title: string; description?: string; added?: Added; toc?: CardHeader[]; laterItems?: CardHeader[] }[];
  /** The heading depths the overview itself asks for: its `overviewHeaders` prop, then its frontmatter's. */
  propHeaders?: number[];
  frontmatterHeaders?: number[];
  /** The name of the group of pages outside any sidebar group. */
  othersName: string;
  /** Rspress's path comparison (`isEqualPath` of its runtime), passed in so this runs outside a Rspress build. */
  isEqualPath: (a: string, b: string) => boolean;
}

const isGroup = (entry: Entry): entry is NormalizedSidebarGroup => 'items' in entry;
const isSectionHeader = (entry: Entry): entry is Extract<Entry, { sectionHeaderText: string }> => 'sectionHeaderText' in entry;

/**
 * A group's entries cut at its section headers: a long group (the Config sidebar's test options) lists its pages
 * under headers by task, and the overview shows each section as a group of its own, named by its header.
 */
function sections(entries: Entry[]): { header?: string; items: Entry[] }[] {
  const cut: { header?: string; items: Entry[] }[] = [{ items: [] }];
  for (const entry of entries) {
    if (isSectionHeader(entry)) cut.push({ header: entry.sectionHeaderText, items: [] });
    else cut[cut.length - 1].items.push(entry);
  }
  return cut.filter((section, index) => index > 0 || section.items.length > 0);
}
const linkOf = (entry: Entry): string =>
  ('link' in entry && entry.link) || (isGroup(entry) && entry.items[0] ? linkOf(entry.items[0]) : '');

/**
 * The groups of cards an overview page lists. Like Rspress's overview (same sidebar entries, same heading depths),
 * each card with its page's description, and with these changes (SPEC-COVERAGE P1, P2):
 * - Pages outside any sidebar group come together in one last group, 'Others'. Rspress gives each such page a group
 *   of its own, named after the page.
 * - A group with a page of its own (a folder with an index page, like /api/rstest/) shows that page as its first card,
 *   under the page's title. Rspress lists only the group's children, so its filter never finds that page's headings.
 * - A group whose entries are cut by section headers becomes one group per section, named by its header.
 */
export function overviewGroups(source: OverviewSource): CardGroup[] {
  const { routePath, pages, isEqualPath } = source;
  const base = routePath.replace(/overview$/, '');
  const isListed = (link: string) => link.startsWith(base) && !isEqualPath(link, routePath);
  const pageAt = (link: string) => pages.find((page) => isEqualPath(page.routePath, link));
  const depthsOf = (entry: { overviewHeaders?: number[] }, group?: NormalizedSidebarGroup) =>
    source.propHeaders ?? entry.overviewHeaders ?? source.frontmatterHeaders ?? group?.overviewHeaders ?? [2];
  const card = (text: string, link: string, depths: number[]): OverviewItem | undefined => {
    if (!isListed(link)) return undefined;
    const page = pageAt(link);
    const headers = page?.toc?.filter((header) => depths.includes(header.depth)) ?? [];
    return {
      text,
      link,
      headers,
      ...(page?.description && { description: page.description }),
      ...(page?.added !== undefined && { added: page.added }),
      ...(page?.laterItems && { laterItems: page.laterItems }),
    };
  };
  const cardOf = (entry: Entry, group?: NormalizedSidebarGroup) =>
    'text' in entry ? card(entry.text, linkOf(entry), depthsOf(entry, group)) : undefined;

  /**
   * The entries the overview lists, found as Rspress finds them: the children of the group whose own page the
   * overview is (that group alone when its children are all pages), else the siblings of the overview's own entry.
   */
  const entriesAround = (entries: SidebarData): SidebarData => {
    const own = entries.find((entry) => 'link' in entry && entry.link && isEqualPath(entry.link, routePath));
    if (!own) return entries.flatMap((entry) => (isGroup(entry) ? entriesAround(entry.items) : []));
    if (!isGroup(own)) return entries;
    return own.items.some(isGroup) ? own.items : [own];
  };

  const named: CardGroup[] = [];
  const others: OverviewItem[] = [];
  for (const entry of entriesAround(source.sidebar)) {
    if (!isGroup(entry)) {
      const item = cardOf(entry);
      if (item) others.push(item);
      continue;
    }
    const ownPage = entry.link ? card(pageAt(entry.link)?.title || entry.text, entry.link, depthsOf(entry)) : undefined;
    for (const [index, section] of sections(entry.items).entries()) {
      const children = section.items.map((child) => cardOf(child, entry)).filter((item) => item !== undefined);
      const items = ownPage && index === 0 ? [ownPage, ...children] : children;
      if (items.length === 0) continue;
      const name = section.header ?? entry.text;
      if (name) named.push({ name, items });
      else others.push(...items);
    }
  }
  return others.length > 0 ? [...named, { name: source.othersName, items: others }] : named;
}
