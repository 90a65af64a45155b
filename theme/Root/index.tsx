import type { ReactNode } from 'react';
import { PageSwitches } from './PageSwitches';
import { useHydratedPageData } from './useHydratedPageData';
import { useNavbarHiding } from './useNavbarHiding';
import './accessibility.css';
import './layout.css';

/** Rspress's app root (a bare fragment) with the page switches of the query string, navbar hiding, and no re-render after hydration. */
export function Root({ children }: { children: ReactNode }) {
  useHydratedPageData();
  useNavbarHiding();
  return <PageSwitches>{children}</PageSwitches>;
}
