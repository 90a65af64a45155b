import { OverviewGroup as BaseOverviewGroup, type GroupItem } from '@rspress/core/theme-original';
import type { CardGroup, OverviewItem } from '../Overview/groups';
import './index.css';

/**
 * Rspress's overview group, with each page's description (theme/Overview/groups.ts puts it in the card) as the
 * first line of its card. Rspress only lists a page's headings there, which tells a reader where to click but not
 * what the page is for. The headings follow the description as links of the same kind, so the card keeps Rspress's
 * markup and styles.
 */
export function OverviewGroup({ group }: { group: CardGroup }) {
  const withDescription = ({ description, ...item }: OverviewItem): GroupItem => {
    if (!description || !item.link) return item;
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
