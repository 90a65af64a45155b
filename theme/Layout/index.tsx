import { usePageData } from '@rspress/core/runtime';
import { Layout as BaseLayout, type LayoutProps } from '@rspress/core/theme-original';
import { SkipLink, SkipTarget } from '../SkipLink';
import { ProductMenu } from '../ProductMenu';
import { TranslationNotice } from '../TranslationNotice';

/**
 * Rspress's layout with our additions in its slots: the product menu before the navbar title and, on a Chinese page
 * whose English twin changed since, a notice that the translation lags. (The tool block after the features is added
 * by our HomeLayout, which only the home page loads.)
 */
export function Layout(props: LayoutProps) {
  // The page's meta description, which Rspress's layout reads from the page record: plugins/trimPageData.ts leaves
  // it out of the records every page loads, so it comes from the page's own frontmatter.
  const { page } = usePageData();
  if (!page.description && typeof page.frontmatter?.description === 'string') page.description = page.frontmatter.description;
  return (
    <BaseLayout
      // The skip link first, its target at the start of the page's content (WCAG 2.4.1).
      top={<SkipLink />}
      beforeHero={<SkipTarget />}
      beforeDocContent={
        <>
          <SkipTarget />
          <TranslationNotice />
        </>
      }
      beforeNavTitle={<ProductMenu />}
      {...props}
    />
  );
}
