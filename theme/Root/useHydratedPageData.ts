import { PageContext, useLocation, warmPageData } from '@rspress/core/runtime';
import { useContext, useLayoutEffect } from 'react';

/**
 * Rspress's app re-reads the first page's data right after hydration (its page-data cache does not hold the page
 * it started on) and then re-renders the whole app, synchronously, with an identical copy. This hands it the data
 * it hydrated with instead, in a layout effect that runs before the app's own: the app then sets the data it
 * already has, and React skips the re-render.
 */
export function useHydratedPageData() {
  const { data } = useContext(PageContext);
  const { pathname } = useLocation();
  // The first page only: later pages come through navigation, which warms the cache itself.
  useLayoutEffect(() => {
    if (data) warmPageData(pathname, data);
  }, []);
}
