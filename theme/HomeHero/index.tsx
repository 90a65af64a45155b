import { useFrontmatter, useI18n, useLang, useLocation, useSite } from '@rspress/core/runtime';
import { Button } from '@rspress/core/theme';
import { useEffect, useState } from 'react';
import { REPO_URL } from '../../site/links';
import { HeroStars } from '../HeroStars';
import './index.css';

export interface HomeHeroProps {
  /** Show the decorative stars. Defaults to the page's `stars` frontmatter. */
  stars?: boolean;
  /** Where the secondary button points; without one it is a "learn more" link to the introduction. */
  repoUrl?: string;
}

/**
 * True when the URL carries `?<name>=0`, the site's way to switch a UI part off for one visit (SPEC-COVERAGE Q5, Q8).
 * Read after hydration: the prerendered HTML has no query, and the first render must match it.
 */
function useSwitchedOffByQuery(name: string) {
  const { search } = useLocation();
  const [off, setOff] = useState(false);
  useEffect(() => setOff(new URLSearchParams(search).get(name) === '0'), [search, name]);
  return off;
}

/** The landing page's hero, replacing Rspress's: its text comes from the site text table (theme/i18n.json). */
export function HomeHero({ stars, repoUrl = REPO_URL }: HomeHeroProps) {
  const t = useI18n<typeof import('../i18n.json')>();
  const lang = useLang();
  const { site } = useSite();
  const { frontmatter } = useFrontmatter();
  const starsOffByQuery = useSwitchedOffByQuery('stars');
  const showStars = (stars ?? frontmatter.stars === true) && !starsOffByQuery;
  const langPrefix = lang && lang !== site.lang ? `/${lang}` : '';
  const secondary = repoUrl
    ? { href: repoUrl, text: t('repository') }
    : { href: `${langPrefix}/guide/start/`, text: t('learnMore') };

  return (
    <section className="rs-home-hero">
      {showStars && <HeroStars />}
      <h1 className="rs-home-hero__title">{site.title}</h1>
      <p className="rs-home-hero__subtitle">{t('subtitle')}</p>
      <p className="rs-home-hero__description">{t('slogan')}</p>
      <div className="rs-home-hero__actions">
        <Button type="a" theme="brand" href={`${langPrefix}/guide/start/quick-start`}>
          {t('quickStart')}
        </Button>{' '}
        {/* The space keeps the two links apart in the page's Markdown copy; the flex layout ignores it. */}
        <Button type="a" theme="alt" href={secondary.href}>
          {secondary.text}
        </Button>
      </div>
    </section>
  );
}
