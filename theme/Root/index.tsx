import type { ReactNode } from 'react';
import { PageSwitches } from './PageSwitches';
import { useNavbarHiding } from './useNavbarHiding';
import './accessibility.css';
import './layout.css';

/** Rspress's app root (a bare fragment) with the page switches of the query string and navbar hiding. */
export function Root({ children }: { children: ReactNode }) {
  useNavbarHiding();
  return <PageSwitches>{children}</PageSwitches>;
}
