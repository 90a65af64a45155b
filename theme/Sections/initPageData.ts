// Rspress's page-data loader (its runtime's initPageData.js, which rspress.config.ts's sections plugin replaces with
// this module in the browser build): the same, except that it first loads the section of the page (./sections.ts),
// whose routes, records and sidebar Rspress's page table no longer holds in the browser. Its page cache is Rspress's,
// unchanged. site/rspressInternals.ts lists the file this replaces.
import { cleanUrl, MDX_OR_MD_REGEXP, normalizeHref, removeBase, removeHash } from '@rspress/shared';
import { pageData } from 'virtual-page-data';
import siteData from 'virtual-site-data';
import { pathnameToRouteService } from './route';
import { ensureSection } from './sections';

type PageData = Record<string, unknown> & { routePath: string; pageType: string };

// Rspress's cache of the last pages' data: a page warmed before navigating to it, and the two last shown.
const slots: ({ routePath: string; data: PageData } | undefined)[] = [undefined, undefined, undefined];

/** Hands the data of the page about to be shown to the app (which would otherwise load it again). */
export function warmPageData(routePath: string, data: PageData): void {
  slots[0] = { routePath, data };
}

export function consumeCachedPageData(routePath: string): PageData | undefined {
  if (slots[0]?.routePath === routePath) {
    const { data } = slots[0];
    slots[2] = slots[1];
    slots[1] = slots[0];
    slots[0] = undefined;
    return data;
  }
  if (slots[2]?.routePath === routePath) {
    const { data } = slots[2];
    slots[0] = slots[1];
    slots[1] = slots[2];
    slots[2] = undefined;
    return data;
  }
  return undefined;
}

export function setCurrentPageData(routePath: string, data: PageData): void {
  slots[2] = slots[1];
  slots[1] = { routePath, data };
}

const isEqualPath = (a: string, b: string) =>
  removeBase(normalizeHref(removeHash(a), true), siteData.base) === removeBase(normalizeHref(removeHash(b), true), siteData.base);

/** The data of the page at a path: its record, its page meta and component loaded; a 404 page's for an unknown path. */
export async function initPageData(routePath: string): Promise<PageData> {
  await ensureSection(routePath);
  const matchedRoute = pathnameToRouteService(routePath);
  if (matchedRoute) {
    const mod = await matchedRoute.preload();
    const pagePath = cleanUrl(matchedRoute.filePath);
    const normalize = (path: string) => path.replace(/\/$/, '').toLowerCase();
    const extractPageInfo = pageData.pages.find((page) => isEqualPath(normalize(page.routePath), normalize(matchedRoute.path)));
    const meta = mod.default.__RSPRESS_PAGE_META?.[encodeURIComponent(pagePath)] ?? {};
    const { toc = [], title = '', frontmatter = {}, ...rest } = (MDX_OR_MD_REGEXP.test(matchedRoute.filePath) ? meta : mod) as Record<string, unknown>;
    return {
      ...rest,
      pagePath,
      ...extractPageInfo,
      pageType: (frontmatter as { pageType?: string })?.pageType || 'doc',
      title,
      frontmatter,
      toc,
    } as PageData;
  }
  let lang = siteData.lang || '';
  let version = siteData.multiVersion?.default || '';
  if (siteData.lang && typeof window !== 'undefined') {
    const path = window.location.pathname.replace(siteData.base, '').split('/').slice(0, 2);
    if (siteData.locales.length) {
      const result = siteData.locales.find(({ lang: candidate }) => path.includes(candidate));
      if (result) lang = result.lang;
    }
    if (siteData.multiVersion?.versions) {
      const result = siteData.multiVersion.versions.find((candidate) => path.includes(candidate));
      if (result) version = result;
    }
  }
  return {
    pagePath: '',
    pageType: '404',
    routePath: '/404',
    lang,
    frontmatter: {},
    title: '404',
    toc: [],
    version,
    _filepath: '',
    _relativePath: '',
  };
}
