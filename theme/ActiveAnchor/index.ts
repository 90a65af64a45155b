import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { throttle } from '../utils/timing';

/** SPEC-COVERAGE C16: scroll throttle for the outline (Rspress recomputes on every scroll event). */
export const OUTLINE_SCROLL_THROTTLE_MS = 100;

interface Header {
  id: string;
  text: string;
}

/** Top edge of the reading area: headings above it have been scrolled past (5 px of slack, as in Rspress). */
function readingTop(): number {
  const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  return (Number.isNaN(padding) ? 0 : padding) - 5;
}

/**
 * Which outline entry is active: the first heading visible in the window, or, when none is, the last one
 * scrolled past. `scrolledHeader` (the last heading scrolled past) labels the narrow-screen outline button.
 * Same rules as Rspress's hook of this name, recomputed at most every 100 ms while scrolling.
 */
export function useActiveAnchor<H extends Header>(headers: H[]) {
  const [activeAnchorId, setActiveAnchorId] = useState<string>();
  const [scrolledHeader, setScrolledHeader] = useState<H>();
  const { hash } = useLocation();

  useEffect(() => {
    const update = () => {
      const top = readingTop();
      const positions = headers.map((header) => ({
        header,
        top: document.getElementById(header.id)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
      }));
      const scrolledPast = positions.filter((position) => position.top < top).at(-1)?.header;
      const firstVisible = positions.find((position) => position.top >= top && position.top <= window.innerHeight);
      setActiveAnchorId(firstVisible?.header.id ?? scrolledPast?.id);
      setScrolledHeader(scrolledPast);
    };
    // First measured in the next frame, once the new page's layout is done anyway, not in the middle of the page change.
    const frame = requestAnimationFrame(update);
    const onScroll = throttle(update, OUTLINE_SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, [headers, hash]);

  return { activeAnchorId, scrolledHeader };
}
