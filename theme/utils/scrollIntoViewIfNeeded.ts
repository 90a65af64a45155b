// Stands in for the `scroll-into-view-if-needed` package (aliased in rspress.config.ts), which Rspress's sidebar and
// outline items call to keep the active entry in view. The package reads the computed style of every ancestor as
// soon as a navigation commits, forcing a style and layout pass before the new page can be shown; this waits for the
// next frame, when the layout is done anyway, and scrolls only the entry's own scroll container.

interface Options {
  behavior?: ScrollBehavior;
  /** Where the entry ends up in its container when it has to scroll: centred (Rspress's choice) or just in view. */
  block?: 'center' | 'nearest';
  /** Returns false for the element where the search for a scroll container stops (that element is included). */
  boundary?: (element: Element) => boolean;
}

/** The nearest ancestor of `target` that scrolls vertically, up to and including the boundary; never the window. */
function scrollContainerOf(target: Element, boundary: Options['boundary']): Element | undefined {
  for (let element = target.parentElement; element && element !== document.body; element = element.parentElement) {
    if (element.scrollHeight > element.clientHeight && /auto|scroll/.test(getComputedStyle(element).overflowY)) {
      return element;
    }
    if (boundary && !boundary(element)) return undefined;
  }
  return undefined;
}

export default function scrollIntoViewIfNeeded(target: Element, { behavior, block = 'center', boundary }: Options = {}) {
  requestAnimationFrame(() => {
    if (!target.isConnected) return;
    const container = scrollContainerOf(target, boundary);
    if (!container) return;
    const box = target.getBoundingClientRect();
    const view = container.getBoundingClientRect();
    if (box.top >= view.top && box.bottom <= view.bottom) return;
    const offset =
      block === 'center'
        ? box.top + box.height / 2 - (view.top + view.height / 2)
        : box.top < view.top
          ? box.top - view.top
          : box.bottom - view.bottom;
    container.scrollBy({ top: offset, behavior });
  });
}
