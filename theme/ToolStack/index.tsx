import { useI18n, useLang } from '@rspress/core/runtime';
import { useEffect, useRef, useState } from 'react';
import { localize, TOOLS } from '../../site/tools';
import { ToolLogo } from '../ToolLogo';
import './index.css';

/** Becomes true once the element has scrolled into view, and stays true. */
function useSeen<T extends Element>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen] as const;
}

/** The landing page's block of the six Rstack tools. Logos are fetched only once the block is in view. */
export function ToolStack() {
  const t = useI18n<typeof import('../i18n.json')>();
  const lang = useLang() === 'zh' ? 'zh' : 'en';
  const [ref, seen] = useSeen<HTMLElement>();
  return (
    <section ref={ref} className="rs-tool-stack" aria-labelledby="rs-tool-stack-title">
      <h2 id="rs-tool-stack-title" className="rs-tool-stack__title">
        {t('toolStackTitle')}
      </h2>
      <p className="rs-tool-stack__description">{t('toolStackDescription')}</p>
      <ul className="rs-tool-stack__list">
        {TOOLS.map((tool) => {
          const { desc, url } = localize(tool, lang);
          return (
            <li key={tool.name}>
              <a className="rs-tool-stack__card" href={url} target="_blank" rel="noopener noreferrer">
                <ToolLogo tool={tool} size={40} load={seen} />
                <span className="rs-tool-stack__text">
                  <span className="rs-tool-stack__name">{tool.name}</span>
                  <span className="rs-tool-stack__desc">{desc}</span>
                  <span className="rs-tool-stack__url">{tool.displayUrl}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
