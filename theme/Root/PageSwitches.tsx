import { PageContext, useLocation } from '@rspress/core/runtime';
import { type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';

/** The parts of a doc page that `?part=0` hides, like `part: false` in its frontmatter (SPEC-COVERAGE Q1–Q5). */
export const PAGE_SWITCHES = ['navbar', 'sidebar', 'outline', 'footer'] as const;

const subscribeToNothing = () => () => {};
/** The parts the query string switches off, comma-joined: 'navbar,outline' for `?navbar=0&outline=0`. */
const switchedOffIn = (search: string) => {
  const query = new URLSearchParams(search);
  return PAGE_SWITCHES.filter((name) => query.get(name) === '0').join(',');
};

/**
 * Rspress reads these switches from the frontmatter only. This provider lays the query flags over the page's
 * frontmatter, so every component that reads `frontmatter.navbar` (and the others) follows the query too.
 * The flags apply after hydration (the prerendered HTML was rendered without a query string), so the prerendered
 * markup and the first client render agree; with no flag in the query, hydration is not followed by a re-render.
 */
export function PageSwitches({ children }: { children: ReactNode }) {
  const context = useContext(PageContext);
  const { search } = useLocation();
  const switchedOff = useSyncExternalStore(
    subscribeToNothing,
    () => switchedOffIn(search),
    () => '',
  );

  const value = useMemo(() => {
    if (!switchedOff || !context.data) return context;
    const flags = Object.fromEntries(switchedOff.split(',').map((name) => [name, false]));
    return { ...context, data: { ...context.data, frontmatter: { ...context.data.frontmatter, ...flags } } };
  }, [context, switchedOff]);

  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}
