import { useLocation, useSite } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { throttle } from '../utils/timing';

/** Set on <html> while the navbar is hidden; layout.css slides it away and sets the navbar height to 0. */
export const NAVBAR_HIDDEN_CLASS = 'rs-navbar-hidden';
/** SPEC-COVERAGE C17: scroll throttle for navbar hiding. */
export const NAVBAR_SCROLL_THROTTLE_MS = 200;

/**
 * `themeConfig.hideNavbar`, which Rspress 2 declares but does not implement: 'never' (default) keeps the navbar,
 * 'always' hides it, 'auto' (hide on scroll) hides it while the reader scrolls down and brings it back on any
 * scroll up or page change.
 */
export function useNavbarHiding() {
  const { site } = useSite();
  const mode = site.themeConfig.hideNavbar ?? 'never';
  const { pathname } = useLocation();

  useEffect(() => {
    const root = document.documentElement;
    const setHidden = (hidden: boolean) => root.classList.toggle(NAVBAR_HIDDEN_CLASS, hidden);
    if (mode === 'never') return;
    if (mode === 'always') {
      setHidden(true);
      return () => setHidden(false);
    }
    setHidden(false);
    let lastY = window.scrollY;
    const onScroll = throttle(() => {
      const y = window.scrollY;
      const navbarHeight = document.querySelector('.rp-nav')?.getBoundingClientRect().height ?? 0;
      if (y > lastY && y > navbarHeight) setHidden(true);
      else if (y < lastY) setHidden(false);
      lastY = y;
    }, NAVBAR_SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
      setHidden(false);
    };
  }, [mode, pathname]);
}
