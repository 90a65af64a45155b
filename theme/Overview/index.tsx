import type { Overview as BaseOverview } from '@rspress/core/theme-original';
import { lazy, Suspense } from 'react';
import MarkdownOverview from './Overview';

const LoadedOverview = lazy(() => import('./Overview'));

/**
 * The overview page (./Overview.tsx), in a chunk that only the overview pages load. The prerendered page has it all;
 * the browser hydrates the rest of the page at once, and the overview when its chunk has arrived.
 */
export function Overview(props: Parameters<typeof BaseOverview>[0]) {
  // The Markdown copy (llms.txt) is rendered in one pass that does not wait for lazy parts.
  if (import.meta.env.SSG_MD) return <MarkdownOverview {...props} />;
  return (
    <Suspense fallback={null}>
      <LoadedOverview {...props} />
    </Suspense>
  );
}
