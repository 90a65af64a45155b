import { ProgressCircle } from '@rspress/core/dist/theme/components/ReadPercent/ProgressCircle.js';
import { useEffect, useState } from 'react';
import { nextFrame } from '../utils/timing';

/**
 * How far the reader is through the page, in percent, and the window's scroll offset: Rspress's hook of this name,
 * measured once a frame. Rspress measures the page on every scroll event and when each page mounts, which forces
 * a layout pass in the middle of a navigation, and reads the window size in a layout effect, which re-renders the
 * circle synchronously right after hydration.
 */
export function useReadPercent(): [percent: number, scrollTop: number] {
  const [{ scrollTop, pageHeight, windowHeight }, setMeasures] = useState({ scrollTop: 0, pageHeight: 0, windowHeight: 0 });
  useEffect(() => {
    const measure = nextFrame(() =>
      setMeasures({
        scrollTop: window.scrollY,
        pageHeight: document.querySelector('.rspress-doc')?.getBoundingClientRect().height ?? 0,
        windowHeight: window.innerHeight,
      }),
    );
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure, { passive: true });
    return () => {
      measure.cancel();
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);
  // Rspress's formula: the first screen counts towards the progress, so a short page can reach 100.
  const percent =
    Math.floor(Math.min(Math.max(0, ((scrollTop - 50 + Math.min(scrollTop, windowHeight)) / pageHeight) * 100), 100)) || 0;
  return [percent, scrollTop];
}

/** The reading-progress circle of the outline and the narrow-screen outline button, on the hook above. */
export function ReadPercent({ size, strokeWidth }: { size?: number; strokeWidth?: number }) {
  const [percent] = useReadPercent();
  return <ProgressCircle percent={percent} size={size} strokeWidth={strokeWidth} />;
}
