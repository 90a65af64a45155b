import type { ReactNode } from 'react';
import { PageSwitches } from './PageSwitches';
import { useEarlyInputReplay } from './useEarlyInputReplay';
import { useHydratedPageData } from './useHydratedPageData';
import { useNavbarHiding } from './useNavbarHiding';
import './accessibility.css';
import './layout.css';
import './code.css';

/**
 * Rspress's app root (a bare fragment) with the page switches of the query string and navbar hiding; after
 * hydration, no second render, and the reader's earlier input answered.
 */
export function Root({ children }: { children: ReactNode }) {
  useHydratedPageData();
  useEarlyInputReplay();
  useNavbarHiding();
  return <PageSwitches>{children}</PageSwitches>;
}
