import type { Overview as BaseOverview } from '@rspress/core/theme-original';
import { type ComponentType, lazy, Suspense } from 'react';
import { loadedOverview } from './cards';
import MarkdownOverview from './Overview';

type OverviewProps = Parameters<typeof BaseOverview>[0];

const LazyOverview = lazy(() => import('./Overview'));

/**
 * The overview (./Overview.tsx), whose code comes with the overview pages' own chunk (./page.ts) rather than with
 * every page. Loaded here only if an overview page did not bring it.
 */
export function Overview(props: OverviewProps) {
  // The Markdown copy (llms.txt) is rendered in one pass that does not wait for lazy parts.
  if (import.meta.env.SSG_MD) return <MarkdownOverview {...props} />;
  const Component = (loadedOverview() as ComponentType<OverviewProps> | undefined) ?? LazyOverview;
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
}
