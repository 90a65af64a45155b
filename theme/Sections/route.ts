// Rspress's client router (its runtime's route.js, which rspress.config.ts's sections plugin replaces with this module
// in the browser build), matching paths against the routes of the sections loaded so far (./sections.ts) instead of a
// table of every page. Same exports, same matching: a path is decoded, its query and hash, a trailing `.html` and a
// trailing slash do not count, `/index` is `/`, case does not count. The functions that must answer at once
// (`pathnameToRouteService`, used while rendering) answer from the loaded sections: the page being shown, and any page
// whose section was loaded before it was navigated to (initPageData loads it). Those that can wait load the section
// first (`preloadLink`, `redirectToCleanUrl`). site/rspressInternals.ts lists the file this replaces.
import { normalizeHref, removeBase, removeTrailingSlash } from '@rspress/shared';
import siteData from 'virtual-site-data';
import { normalizeRoutePath } from './keys';
import { ensureSection, findRoute, isSectionLoaded, pendingRoute, type Route } from './sections';

/** `{ path: pattern }` when `pathname` is the page `pattern` names, as the router compares them; else null. */
export function matchPath(pattern: string, pathname: string): { path: string } | null {
  const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);
  return withSlash(normalizeRoutePath(pattern)) === withSlash(normalizeRoutePath(pathname)) ? { path: pattern } : null;
}

/**
 * The route of a path, if its section is loaded and has it. For a path whose section is still loading, a stand-in
 * whose page shows once the section has loaded: Rspress's content area asks for the route as soon as the address
 * changes (the browser's back and forward buttons) and keeps what it got until the address changes again. Every
 * other caller asks once the section is loaded (initPageData loads it first).
 */
export function pathnameToRouteService(pathname: string): Route | undefined {
  return findRoute(pathname) ?? (isSectionLoaded(pathname) ? undefined : pendingRoute(pathname));
}

/** Whether a sidebar or navbar link points at the page being shown. */
export function isActive(itemLink: string, currentPathname: string): boolean {
  return matchPath(itemLink, currentPathname) !== null;
}

/** Starts loading a linked page (its section first, if need be) when the reader points at the link. */
export function preloadLink(link: string): void {
  if (siteData.route?.prefetchLink === false) return;
  ensureSection(link).then(
    () => findRoute(link)?.preload().catch(() => {}),
    // A failed load is tried again, and reported, when the link is followed.
    () => {},
  );
}

/**
 * Puts the page's canonical path in the address bar (`/Guide/Start/Quick-Start.html` → `/guide/start/quick-start`)
 * without a reload. Called once as the app starts; the page's section is usually still loading then, so the address
 * is rewritten once it has loaded (before the page renders: the page waits for the same section), if the reader is
 * still there. Returns whether it rewrote the address at once.
 */
export function redirectToCleanUrl(location: Location, history: History): boolean {
  if (siteData.route?.cleanUrlsRedirect === false) return false;
  const pathname = removeBase(location.pathname, siteData.base);
  if (!isSectionLoaded(pathname)) {
    const requested = location.pathname;
    ensureSection(pathname).then(
      () => {
        if (location.pathname === requested) rewrite(location, history, findRoute(pathname));
      },
      () => {},
    );
    return false;
  }
  return rewrite(location, history, findRoute(pathname));
}

function rewrite(location: Location, history: History, route: Route | undefined): boolean {
  if (!route) return false;
  const canonical = `${removeTrailingSlash(siteData.base)}${normalizeHref(route.path, Boolean(siteData.route?.cleanUrls))}`;
  if (location.pathname === canonical) return false;
  history.replaceState(history.state, '', `${canonical}${location.search}${location.hash}`);
  return true;
}
