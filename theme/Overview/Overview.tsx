import { isEqualPath, useI18n, useLang, usePageData, useSidebar } from '@rspress/core/runtime';
import { Overview as BaseOverview } from '@rspress/core/theme-original';
import { useLayoutEffect, useMemo, useState } from 'react';
import { OVERVIEW_CARDS_KEY, type OverviewCard } from './cards';
import { overviewGroups } from './groups';
import { filterByRelease, ReleaseFilter, releaseChoices } from './releaseFilter';

/**
 * Rspress's overview page, with the groups of ./groups.ts ('Others', a group's own page, sections) passed to its
 * `groups`, a filter by the release that added each item (./releaseFilter.tsx) under its own filter, and without
 * the focus Rspress gives the filter when the page mounts.
 */
export default function Overview(props: Parameters<typeof BaseOverview>[0]) {
  const { siteData, page } = usePageData();
  const sidebar = useSidebar();
  const t = useI18n<typeof import('../i18n.json')>();
  const othersName = t('overview.othersGroupText');
  const { routePath, frontmatter } = page;
  const { overviewHeaders } = props;

  const groups = useMemo(() => {
    // The cards the build gave this page (plugins/trimPageData.ts), else the page records (a site without that plugin).
    const cards = frontmatter[OVERVIEW_CARDS_KEY] as Record<string, OverviewCard> | undefined;
    return overviewGroups({
      sidebar,
      routePath,
      pages: siteData.pages.map((listed) => {
        const card = cards?.[listed.routePath];
        const description: unknown = card ? card.description : listed.frontmatter?.description;
        return {
          ...listed,
          toc: card ? card.toc : listed.toc,
          description: typeof description === 'string' ? description : undefined,
          added: card?.added,
          laterItems: card?.laterItems,
        };
      }),
      propHeaders: overviewHeaders,
      frontmatterHeaders: frontmatter.overviewHeaders,
      othersName,
      isEqualPath,
    });
  }, [sidebar, routePath, siteData.pages, overviewHeaders, frontmatter, othersName]);

  useLayoutEffect(skipFirstFilterFocus, []);

  const lang = useLang() === 'zh' ? 'zh' : 'en';
  const [release, setRelease] = useState('');
  const allGroups = props.groups ?? groups;
  const choices = useMemo(() => releaseChoices(allGroups, lang), [allGroups, lang]);
  const shown = useMemo(() => filterByRelease(allGroups, release), [allGroups, release]);
  const content = (
    <>
      <ReleaseFilter choices={choices} value={release} onChange={setRelease} lang={lang} />
      {props.content}
    </>
  );

  return <BaseOverview {...props} content={content} groups={shown} />;
}

/**
 * Rspress focuses the filter once the overview mounts, which scrolls the page back up to it. The page mounts as it
 * hydrates: on a slow phone a reader is by then scrolling, or clicking a link further down, and the click landed
 * wherever the page had jumped to (issue #32). Runs before Rspress's effect and turns its one call into nothing.
 */
function skipFirstFilterFocus() {
  const filter = document.querySelector<HTMLInputElement>('.rp-overview-search__input');
  if (!filter) return;
  filter.focus = () => {
    delete (filter as Partial<HTMLInputElement>).focus;
  };
}
