import { isEqualPath, usePageData } from '@rspress/core/runtime';
import { type Group, type GroupItem, OverviewGroup as BaseOverviewGroup } from '@rspress/core/theme-original';
import { overviewCardOf } from '../Overview/cards';
import './index.css';

/**
 * Rspress's overview group, with each page's frontmatter `description` as the first line of its card.
 * Rspress only lists a page's headings there, which tells a reader where to click but not what the page is for.
 * The headings follow the description as links of the same kind, so the card keeps Rspress's markup and styles.
 */
export function OverviewGroup({ group }: { group: Group }) {
  const { siteData } = usePageData();
  const descriptionOf = (link: string): unknown => {
    const listed = siteData.pages.find((page) => isEqualPath(page.routePath, link));
    // From the card the overview page registered (plugins/trimPageData.ts), else from the page record.
    return listed && (overviewCardOf(listed.routePath)?.description ?? listed.frontmatter?.description);
  };

  const withDescription = (item: GroupItem): GroupItem => {
    const description = item.link ? descriptionOf(item.link) : undefined;
    if (typeof description !== 'string' || !description) return item;
    return {
      ...item,
      headers: [],
      items: [
        { text: description, link: item.link },
        ...(item.headers ?? []).map((header) => ({ text: header.text, link: `${item.link}#${header.id}` })),
        ...(item.items ?? []),
      ],
    };
  };

  return (
    <div className="rp-overview-group-described">
      <BaseOverviewGroup group={{ ...group, items: group.items.map(withDescription) }} />
    </div>
  );
}
