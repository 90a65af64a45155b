// Rspress's `useLinkNavigate` (its Link, sidebar groups, search panel and home features navigate with it), in two
// ways: exported by theme/index.tsx for the components that take it from '@rspress/core/theme', and put in place of
// Rspress's module by rspress.config.ts for its Link, which imports it by a relative path (site/rspressInternals.ts).
// Two changes:
// - The new page's data and the new location are set in one update, so React renders the new page once (inside a
//   transition only when `route.useTransitions` is on; rspress.config.ts turns it off, so the update is synchronous).
//   Rspress sets the location first and the data in a layout effect after it, rendering the whole layout twice.
//   (The app's effect then finds the data in Rspress's page cache, sets what it already has, and React skips it.)
// - SPEC-COVERAGE E7: a page whose data fails to load is logged to the console only; the reader stays where they are.
//   The same for the table of the page's section (theme/Sections), which the built site loads first.
//   Rspress lets the failure reject, unhandled, and the progress bar never finishes; with transitions on, the rejected
//   transition makes React unmount the whole app (a blank window).
import {
  initPageData,
  isActive,
  PageContext,
  pathnameToRouteService,
  useLocation,
  useNavigate,
  useSite,
  warmPageData,
} from '@rspress/core/runtime';
import { getHref } from '@rspress/core/dist/theme/components/Link/getHref.js';
import nprogress from 'nprogress';
import { startTransition as reactStartTransition, type TransitionStartFunction, useCallback, useContext } from 'react';

/** SPEC-COVERAGE C18: the progress bar shows when the next page takes longer than this to load. */
const PROGRESS_BAR_DELAY_MS = 200;

type PageData = Parameters<typeof warmPageData>[1];

export function useLinkNavigate({ startTransition = reactStartTransition }: { startTransition?: TransitionStartFunction } = {}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { setData } = useContext(PageContext);
  const { site } = useSite();
  const useTransitions = !!site?.route?.useTransitions;

  return useCallback(
    async (href: string) => {
      const { linkType, removeBaseHref, routePath, withBaseHref } = getHref(href);
      if (linkType === 'external' || linkType === 'hashOnly') return void window.location.assign(href);
      let data: PageData | undefined;
      if (!isActive(removeBaseHref, pathname)) {
        const progress = setTimeout(() => nprogress.start(), PROGRESS_BAR_DELAY_MS);
        try {
          // In the built site this loads the table of the page's section first, if need be (theme/Sections): only
          // then is it known whether the page exists.
          data = await initPageData(routePath);
        } catch (error) {
          console.error(error);
          return;
        } finally {
          clearTimeout(progress);
          nprogress.done();
        }
        // No such page: the server answers the path, with its 404 page.
        if (!pathnameToRouteService(routePath)) return void window.location.assign(withBaseHref);
        warmPageData(routePath, data);
      }
      const arrive = () => {
        if (data) setData?.(data);
        navigate(removeBaseHref, { replace: false });
      };
      if (useTransitions) startTransition(arrive);
      else arrive();
    },
    [pathname, navigate, setData, useTransitions, startTransition],
  );
}
