import { isEqualPath, useI18n, usePageData, useSidebar } from '@rspress/core/runtime';
import { Overview as BaseOverview } from '@rspress/core/theme-original';
import { useMemo } from 'react';
import { overviewCardOf } from './cards';
import { overviewGroups } from './groups';

/**
 * Rspress's overview page, with the groups of ./groups.ts ('Others', a group's own page, sections) passed to its
 * `groups`.
 */
export default function Overview(props: Parameters<typeof BaseOverview>[0]) {
  const { siteData, page } = usePageData();
  const sidebar = useSidebar();
  const t = useI18n<typeof import('../i18n.json')>();
  const othersName = t('overview.othersGroupText');
  const { routePath, frontmatter } = page;
  const { overviewHeaders } = props;

  const groups = useMemo(
    () =>
      overviewGroups({
        sidebar,
        routePath,
        // Headings from the cards the overview page registered (plugins/trimPageData.ts), else from the records.
        pages: siteData.pages.map((listed) => ({ ...listed, toc: overviewCardOf(listed.routePath)?.toc ?? listed.toc })),
        propHeaders: overviewHeaders,
        frontmatterHeaders: frontmatter.overviewHeaders,
        othersName,
        isEqualPath,
      }),
    [sidebar, routePath, siteData.pages, overviewHeaders, frontmatter, othersName],
  );

  return <BaseOverview {...props} groups={props.groups ?? groups} />;
}
