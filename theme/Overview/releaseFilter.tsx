import type { ChangeEvent } from 'react';
import type { Added } from './cards';
import type { CardGroup, OverviewItem } from './groups';

/**
 * The overview's second filter: only what a release added ("Added in 0.12") or what came since one ("Added since
 * 0.11"). Each card and heading carries the release that added its item (plugins/trimPageData.ts); the choices are
 * the minor releases those name, so the history data itself stays out of the browser.
 */
export interface ReleaseChoice {
  value: string;
  label: string;
}

const TEXT = {
  en: { label: 'Release', all: 'Any release', in: (m: string) => `Added in ${m}`, since: (m: string) => `Added since ${m}` },
  zh: { label: '版本', all: '全部版本', in: (m: string) => `${m} 新增`, since: (m: string) => `${m} 及以后新增` },
};

/** `0.11.5` → `0.11`; the earliest release examined (null) is older than every choice. */
const minorOf = (added: Added) => (added ? added.split('.').slice(0, 2).join('.') : null);
const minorNumber = (minor: string) => minor.split('.').map(Number).reduce((major, m) => major * 1000 + m);

/** Does an item added in `added` pass the choice (`in:0.12`, `since:0.11`, or '' for every item and page)? */
export function passes(choice: string, added: Added | undefined): boolean {
  const [mode, minor] = choice.split(':');
  const own = added === undefined ? null : minorOf(added);
  if (!own) return false;
  return mode === 'in' ? own === minor : minorNumber(own) >= minorNumber(minor);
}

/** The choices the cards allow: the newest minor alone, then "since" each minor from the second newest down. */
export function releaseChoices(groups: CardGroup[], lang: 'en' | 'zh'): ReleaseChoice[] {
  const minors = new Set<string>();
  for (const item of groups.flatMap((group) => group.items)) {
    for (const added of [item.added, ...[...(item.headers ?? []), ...(item.laterItems ?? [])].map((header) => header.added)]) {
      const minor = added === undefined ? null : minorOf(added);
      if (minor) minors.add(minor);
    }
  }
  const sorted = [...minors].sort((a, b) => minorNumber(b) - minorNumber(a));
  const t = TEXT[lang];
  if (!sorted.length) return [];
  return [
    { value: '', label: t.all },
    { value: `in:${sorted[0]}`, label: t.in(sorted[0]) },
    ...sorted.slice(1).map((minor) => ({ value: `since:${minor}`, label: t.since(minor) })),
  ];
}

/** The groups with only the cards and headings whose item the choice lets through. */
export function filterByRelease(groups: CardGroup[], choice: string): CardGroup[] {
  if (!choice) return groups;
  const keep = (item: OverviewItem): OverviewItem | undefined => {
    const headers = [...(item.headers ?? []), ...(item.laterItems ?? [])].filter((header) => passes(choice, header.added));
    return passes(choice, item.added) || headers.length ? { ...item, headers } : undefined;
  };
  return groups
    .map((group) => ({ ...group, items: group.items.map(keep).filter((item) => item !== undefined) }))
    .filter((group) => group.items.length > 0);
}

export function ReleaseFilter({ choices, value, onChange, lang }: { choices: ReleaseChoice[]; value: string; onChange: (value: string) => void; lang: 'en' | 'zh' }) {
  if (!choices.length) return null;
  return (
    // Rspress's filter row and field styles (its text filter sits just above).
    <div className="rp-overview-search">
      <label htmlFor="release-filter" className="rp-overview-search__label">
        {TEXT[lang].label}
      </label>
      <select id="release-filter" className="rp-overview-search__input" value={value} onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
