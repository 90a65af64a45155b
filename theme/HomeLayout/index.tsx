import type { HomeLayoutProps } from '@rspress/core/theme-original';
import { lazy, Suspense } from 'react';
import MarkdownHomeLayout from './HomeLayout';

const LoadedHomeLayout = lazy(() => import('./HomeLayout'));

/**
 * The home page's layout (./HomeLayout.tsx), in a chunk that only the home page loads: the hero, stars, feature
 * cards and tool block are in no other page's first-load JS. The prerendered page has it all; the browser hydrates
 * the rest of the page at once, and this part when its chunk has arrived.
 */
export function HomeLayout(props: HomeLayoutProps) {
  // The Markdown copy (llms.txt) is rendered in one pass that does not wait for lazy parts.
  if (import.meta.env.SSG_MD) return <MarkdownHomeLayout {...props} />;
  return (
    <Suspense fallback={null}>
      <LoadedHomeLayout {...props} />
    </Suspense>
  );
}
