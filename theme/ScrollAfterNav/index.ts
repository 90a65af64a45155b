import { useLocation } from '@rspress/core/runtime';
import { useLayoutEffect, useRef } from 'react';

/** SPEC-COVERAGE C19: after a navigation, the scroll to the URL's hash waits this long (Rspress scrolls at once). */
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

/**
 * Rspress's scroll to the top of a new page, in place of its `useScrollReset` (which its Layout imports from this
 * theme), without the scroll when the page first renders. Rspress scrolls on hydration too: on a slow phone a reader
 * who had scrolled, or was clicking a link further down, was thrown back to the top and the click landed elsewhere.
 * On a first load the browser puts the page where it belongs itself (the top, or a reload's position).
 */
export function useScrollReset() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
}
