import { type ComponentProps, type RefObject, useEffect, useRef, useState } from 'react';
import { useLabels } from '../utils/labels';

/**
 * Tables in page content. Like Rspress's, a wide table scrolls sideways inside its container; here the container
 * joins the tab order (a named region) while, and only while, it has something to scroll, so keyboard users can
 * reach the hidden columns with the arrow keys (axe: scrollable-region-focusable) without a tab stop per table.
 */
export function Table(props: ComponentProps<'table'>) {
  const container = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(container);
  const labels = useLabels();
  return (
    <div
      ref={container}
      className="rp-table-scroll-container rp-scrollbar"
      {...(scrolls && { tabIndex: 0, role: 'region', 'aria-label': labels.scrollableTable })}
    >
      <table {...props} />
    </div>
  );
}

/** Whether the element's content is wider than the element, kept up to date as either changes size. */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>) {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
