import type { HomeLayoutProps } from '@rspress/core/theme-original';
import { pageComponent } from '../utils/pageCode';
import MarkdownHomeLayout from './HomeLayout';

const PageHomeLayout = pageComponent<HomeLayoutProps>('home', () => import('./HomeLayout'));

/**
 * The home page's layout (./HomeLayout.tsx: hero, stars, feature cards, tool block), whose code comes with the home
 * pages' own chunk (./page.ts) rather than with every page.
 */
export function HomeLayout(props: HomeLayoutProps) {
  // The Markdown copy (llms.txt) is rendered in one pass that does not wait for lazy parts.
  if (import.meta.env.SSG_MD) return <MarkdownHomeLayout {...props} />;
  return <PageHomeLayout {...props} />;
}
