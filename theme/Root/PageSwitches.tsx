import { PageContext, useLocation } from '@rspress/core/runtime';
import { type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';

/** The parts of a doc page that `?part=0` hides, like `part: false` in the page's frontmatter (SPEC §2). */
export const PAGE_SWITCHES = ['navbar', 'sidebar', 'outline', 'footer'] as const;

const subscribeToNothing = () => () => {};
/** False while React hydrates the prerendered HTML, which was rendered without a query string; true afterwards. */
const useHydrated = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

/**
 * Rspress reads these switches from the frontmatter only. This provider lays the query flags over the page's
 * frontmatter, so every component that reads `frontmatter.navbar` (and the others) follows the query too.
 * The flags apply after hydration, so the prerendered markup and the first client render agree.
 */
export function PageSwitches({ children }: { children: ReactNode }) {
  const context = useContext(PageContext);
  const { search } = useLocation();
  const hydrated = useHydrated();

  const value = useMemo(() => {
    const query = new URLSearchParams(hydrated ? search : '');
    const switchedOff = PAGE_SWITCHES.filter((name) => query.get(name) === '0');
    if (switchedOff.length === 0 || !context.data) return context;
    const frontmatter = { ...context.data.frontmatter, ...Object.fromEntries(switchedOff.map((name) => [name, false])) };
    return { ...context, data: { ...context.data, frontmatter } };
  }, [context, search, hydrated]);

  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}
