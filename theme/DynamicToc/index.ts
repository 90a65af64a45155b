import { usePage } from '@rspress/core/runtime';
import { processTitleElement } from '@rspress/core/dist/theme/hooks/processTitleElement.js';
import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
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

/** The snapshot while the page's own headings match its record: the outline shows the record. */
const RECORD: TocHeader[] = [];
let collected = RECORD;
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

/** Same entries, by id and level (the record's text is Markdown, the page's is HTML). */
const sameOutline = (a: readonly TocHeader[], b: readonly TocHeader[]) =>
  a.length === b.length && a.every((header, index) => header.id === b[index].id && header.depth === b[index].depth);

/**
 * Reads the shown headings of `root`. The outline re-renders only when they differ from what it shows: not when they
 * match the page record, which it shows already (after hydration, after a navigation).
 */
function collect(root: HTMLElement, record: readonly TocHeader[]) {
  const headers = [...root.querySelectorAll<HTMLElement>(HEADINGS)]
    .filter((element) => !element.closest(EXCLUDED) && isShown(element))
    .map((element) => ({
      id: element.id,
      text: processTitleElement(element).innerHTML,
      depth: Number(element.tagName[1]),
      charIndex: 0,
    }));
  const next = headers.length === 0 || sameOutline(headers, record) ? RECORD : headers;
  const unchanged =
    next === collected ||
    (sameOutline(next, collected) && next.every((header, index) => header.text === collected[index].text));
  if (unchanged) return;
  collected = next;
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
  return headers === RECORD ? (page.toc ?? []) : headers;
}

/**
 * Watches the doc content (the element given to `rspressDocRef`) and re-reads its headings when they change. The
 * ref callback starts and stops the watch itself: Rspress keeps the element in state, which re-renders the whole
 * doc layout once more, synchronously, right after hydration.
 */
export function useWatchToc() {
  const { page } = usePage();
  const record = useRef<readonly TocHeader[]>([]);
  useLayoutEffect(() => {
    record.current = page.toc ?? [];
  });
  const rspressDocRef = useCallback((root: HTMLElement | null) => {
    if (!root) return;
    const recollect = nextFrame(() => collect(root, record.current));
    recollect();
    const observer = new MutationObserver((mutations) => mutations.some(touchesHeading) && recollect());
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      recollect.cancel();
    };
  }, []);
  return { rspressDocRef };
}
