import type { UserConfig } from '@rspress/core';
import { SITE_ORIGIN } from './links';

type HeadEntry = NonNullable<UserConfig['head']>[number];
type RouteMeta = { routePath: string; lang: string };

/** The English twin of a route: `/zh/guide/` → `/guide/`. */
const englishPath = (routePath: string) => routePath.replace(/^\/zh(?=\/)/, '') || '/';
const absolute = (routePath: string) => `${SITE_ORIGIN}${routePath}`;

/**
 * Extra <head> tags per page. Rspress already writes the title, description, og:title, og:description and
 * absolute hreflang alternates (from siteOrigin); these add what search engines and link previews also need.
 */
export const head: HeadEntry[] = [
  (route: RouteMeta) => ['link', { rel: 'canonical', href: absolute(route.routePath) }],
  (route: RouteMeta) => ['link', { rel: 'alternate', hreflang: 'x-default', href: absolute(englishPath(route.routePath)) }],
  (route: RouteMeta) => ['meta', { property: 'og:url', content: absolute(route.routePath) }],
  (route: RouteMeta) => ['meta', { property: 'og:locale', content: route.lang === 'zh' ? 'zh_CN' : 'en_US' }],
  ['meta', { property: 'og:site_name', content: 'Rstest' }],
  ['meta', { property: 'og:image', content: `${SITE_ORIGIN}/og-image.png` }],
  ['meta', { property: 'og:image:width', content: '1200' }],
  ['meta', { property: 'og:image:height', content: '630' }],
  ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
  ['meta', { name: 'twitter:site', content: '@rspack_dev' }],
  ['meta', { name: 'theme-color', content: '#f0643f' }],
];
