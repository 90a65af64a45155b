import { useWindowSize } from '@rspress/core/runtime';
import { ProgressCircle } from '@rspress/core/dist/theme/components/ReadPercent/ProgressCircle.js';
import { useEffect, useState } from 'react';
import { nextFrame } from '../utils/timing';

/**
 * How far the reader is through the page, in percent, and the window's scroll offset: Rspress's hook of this name,
 * measured once a frame. Rspress measures the page on every scroll event and when each page mounts, which forces
 * a layout pass in the middle of a navigation.
 */
export function useReadPercent(): [percent: number, scrollTop: number] {
  const [scrollTop, setScrollTop] = useState(0);
  const [pageHeight, setPageHeight] = useState(0);
  const { height } = useWindowSize();
  useEffect(() => {
    const measure = nextFrame(() => {
      setPageHeight(document.querySelector('.rspress-doc')?.getBoundingClientRect().height ?? 0);
      setScrollTop(window.scrollY);
    });
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      measure.cancel();
      window.removeEventListener('scroll', measure);
    };
  }, []);
  // Rspress's formula: the first screen counts towards the progress, so a short page can reach 100.
  const percent = Math.floor(Math.min(Math.max(0, ((scrollTop - 50 + Math.min(scrollTop, height)) / pageHeight) * 100), 100)) || 0;
  return [percent, scrollTop];
}

/** The reading-progress circle of the outline and the narrow-screen outline button, on the hook above. */
export function ReadPercent({ size, strokeWidth }: { size?: number; strokeWidth?: number }) {
  const [percent] = useReadPercent();
  return <ProgressCircle percent={percent} size={size} strokeWidth={strokeWidth} />;
}
