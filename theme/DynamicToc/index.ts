import { usePage } from '@rspress/core/runtime';
import { processTitleElement } from '@rspress/core/dist/theme/hooks/processTitleElement.js';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { nextFrame } from '../utils/timing';

// The outline's headings, read from the rendered page: Rspress's hooks of these names, with one change. Rspress
// re-reads the headings, and the computed style of each and of its ancestors, as soon as a navigation changes the
// page, which forces a style pass in the middle of the page change; this waits for the next frame, before paint.

interface TocHeader {
  id: string;
  text: string;
  depth: number;
  charIndex: number;
}

/** The outline's headings: h2 to h4, unless excluded (as Rspress selects them). */
const HEADINGS = '.rspress-doc h2.rp-toc-include, h3.rp-toc-include, h4.rp-toc-include';
const EXCLUDED = '.rspress-toc-exclude,.rp-toc-exclude';
const HEADING_TAGS = new Set(['H2', 'H3', 'H4']);

let collected: TocHeader[] = [];
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => collected;

/** Hidden headings (in an inactive tab, a closed block) are not in the outline. */
const isShown = (element: HTMLElement) =>
  element.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? element.getClientRects().length > 0;

function collect(root: HTMLElement) {
  collected = [...root.querySelectorAll<HTMLElement>(HEADINGS)]
    .filter((element) => !element.closest(EXCLUDED) && isShown(element))
    .map((element) => ({
      id: element.id,
      text: processTitleElement(element).innerHTML,
      depth: Number(element.tagName[1]),
      charIndex: 0,
    }));
  for (const listener of listeners) listener();
}

/** Whether a DOM change adds or removes a heading, or changes one's content. */
const touchesHeading = (mutation: MutationRecord) =>
  [...mutation.addedNodes, ...mutation.removedNodes].some(
    (node) =>
      HEADING_TAGS.has(node.nodeName) ||
      node.parentElement?.closest('h2,h3,h4') ||
      [...node.childNodes].some((child) => HEADING_TAGS.has(child.nodeName)),
  );

/** The page's outline headings: those read from the page once it has rendered, else the page record's. */
export function useDynamicToc() {
  const { page } = usePage();
  const headers = useSyncExternalStore(subscribe, snapshot, snapshot);
  return headers.length > 0 ? headers : (page.toc ?? []);
}

/** Watches the doc content (the element given to `rspressDocRef`) and re-reads its headings when they change. */
export function useWatchToc() {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!root) return;
    const recollect = nextFrame(() => collect(root));
    recollect();
    const observer = new MutationObserver((mutations) => mutations.some(touchesHeading) && recollect());
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      recollect.cancel();
    };
  }, [root]);
  const rspressDocRef = useCallback((element: HTMLElement | null) => setRoot(element), []);
  return { rspressDocRef };
}
