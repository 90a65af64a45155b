import { useLocation } from '@rspress/core/runtime';
import { useLayoutEffect } from 'react';

/** SPEC §9: after a navigation, the scroll to the URL's hash waits this long (Rspress scrolls at once). */
export const HASH_SCROLL_DELAY_MS = 100;

/** The element a URL hash names, or null when the hash is malformed or names nothing on the page. */
function hashTarget(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Scrolls to the hash of the URL after each navigation, below the sticky bars (scroll-padding-top), once the new
 * page has had 100 ms to lay out. A hash that names no element is ignored: the page stays where it is.
 */
export function useScrollAfterNav() {
  const location = useLocation();
  useLayoutEffect(() => {
    if (!window.location.hash) return;
    const timer = setTimeout(() => {
      const target = hashTarget(window.location.hash);
      if (!target) return;
      const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      window.scrollTo({ left: 0, top: Math.round(window.scrollY + target.getBoundingClientRect().top - padding) });
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location]);
}
