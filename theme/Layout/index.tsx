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
