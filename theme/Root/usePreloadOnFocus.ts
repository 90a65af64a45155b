import { preloadLink } from '@rspress/core/runtime';
import { useEffect } from 'react';

/**
 * Rspress's links load the page they lead to when pointed at or touched; a keyboard reader gets the same head start
 * when a link into the site takes the focus (Tab lands on it well before Enter follows it). In the built site the
 * page's section table loads first (theme/Sections), so a link into another section opens as fast as a hovered one.
 */
export function usePreloadOnFocus(): void {
  useEffect(() => {
    const preloadFocused = (event: FocusEvent) => {
      const link = event.target instanceof HTMLAnchorElement ? event.target : undefined;
      if (!link?.classList.contains('rp-link') || link.origin !== location.origin || (link.target && link.target !== '_self')) return;
      preloadLink(link.pathname);
    };
    document.addEventListener('focusin', preloadFocused);
    return () => document.removeEventListener('focusin', preloadFocused);
  }, []);
}
