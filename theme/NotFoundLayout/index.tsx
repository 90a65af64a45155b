import { Head } from '@rspress/core/runtime';
import { NotFoundLayout as BaseNotFoundLayout } from '@rspress/core/theme-original';

/** Rspress's 404 layout, marked `noindex`: search engines should not list a "page not found" under any address. */
export function NotFoundLayout() {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <BaseNotFoundLayout />
    </>
  );
}
