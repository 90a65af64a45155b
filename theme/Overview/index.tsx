import type { Overview as BaseOverview } from '@rspress/core/theme-original';
import { pageComponent } from '../utils/pageCode';
import MarkdownOverview from './Overview';

type OverviewProps = Parameters<typeof BaseOverview>[0];

const PageOverview = pageComponent<OverviewProps>('overview', () => import('./Overview'));

/** The overview (./Overview.tsx), whose code comes with the overview pages' own chunk (./page.ts). */
export function Overview(props: OverviewProps) {
  // The Markdown copy (llms.txt) is rendered in one pass that does not wait for lazy parts.
  if (import.meta.env.SSG_MD) return <MarkdownOverview {...props} />;
  return <PageOverview {...props} />;
}
