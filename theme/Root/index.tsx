import { usePageData } from '@rspress/core/runtime';
import type { ReactNode } from 'react';
import { PageSwitches } from './PageSwitches';
import { useEarlyInputReplay } from './useEarlyInputReplay';
import { useHydratedPageData } from './useHydratedPageData';
import { useNavbarHiding } from './useNavbarHiding';
import { usePreloadOnFocus } from './usePreloadOnFocus';
import './accessibility.css';
import './layout.css';
import './code.css';
import './history.css';

/**
 * Rspress's app root (a bare fragment) with the page switches of the query string and navbar hiding; after
 * hydration, no second render, and the reader's earlier input answered; links preloaded when focused.
 */
export function Root({ children }: { children: ReactNode }) {
  // The browser gives an unknown path's page data the route /404 in every language; the 404 page prerendered for
  // Chinese (/zh/404, plugins/localeNotFound.ts), which the host serves at those paths, must name the same route (the
  // page's Markdown link shows it) or it does not hydrate as it was prerendered.
  const { page } = usePageData();
  if (page.pageType === '404') page.routePath = '/404';
  useHydratedPageData();
  useEarlyInputReplay();
  useNavbarHiding();
  usePreloadOnFocus();
  return <PageSwitches>{children}</PageSwitches>;
}
