import { useLocation } from '@rspress/core/runtime';
import type { Zoom } from 'medium-zoom';
import { useEffect } from 'react';
import './index.css';

/** Content images: the ones a reader may want larger (not the logo, icons or the landing's decoration). */
const CONTENT_IMAGES = '.rspress-doc img';

/**
 * Image zoom on content images (SPEC-COVERAGE O7, S22–S27): Rspress's medium-zoom behaviour (the same library and
 * options), but the library (about 4 kB gzip) is fetched only on a page that has a content image, instead of with
 * every page's first load. Registered as a global UI component in rspress.config.ts, with Rspress's built-in one
 * turned off.
 */
export default function ImageZoom() {
  const { pathname } = useLocation();

  useEffect(() => {
    let zoom: Zoom | undefined;
    let left = false;
    // After the new page's content is in the document, as Rspress does.
    const timeout = setTimeout(async () => {
      const images = document.querySelectorAll(CONTENT_IMAGES);
      if (images.length === 0) return;
      const { default: mediumZoom } = await import('medium-zoom');
      if (left) return;
      zoom = mediumZoom(images, { background: 'var(--rp-c-bg)' });
    }, 100);
    return () => {
      left = true;
      clearTimeout(timeout);
      zoom?.detach();
      zoom?.close();
    };
  }, [pathname]);

  return null;
}
