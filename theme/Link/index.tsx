import {
  Link as BaseLink,
  type LinkProps,
  useLinkNavigate as useBaseLinkNavigate,
} from '@rspress/core/theme-original';
import nprogress from 'nprogress';
import { forwardRef, startTransition as reactStartTransition, type TransitionStartFunction } from 'react';

/** Rspress starts the progress bar this long after a click whose page is not loaded yet. */
const PROGRESS_BAR_DELAY_MS = 200;

/**
 * SPEC §8: when a page's data fails to load, the failure is logged to the console only. Rspress navigates in an async
 * React transition; a failed chunk load rejects it, React then unmounts the whole app (a blank window) and the
 * progress bar never finishes. This transition logs the failure instead, and ends the bar, which may still be due to
 * start up to 200 ms after the click. The reader stays on the page they were reading.
 */
function loggingTransition(start: TransitionStartFunction): TransitionStartFunction {
  return (action) =>
    start(() => {
      const result = action();
      if (!(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        console.error(error);
        nprogress.done();
        setTimeout(() => nprogress.done(), PROGRESS_BAR_DELAY_MS);
      });
    });
}

const loggingStartTransition = loggingTransition(reactStartTransition);

/** Rspress's Link (preload on hover, client-side navigation), with failed page loads logged. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>((props, ref) => (
  <BaseLink {...props} ref={ref} startTransition={props.startTransition ? loggingTransition(props.startTransition) : loggingStartTransition} />
));
Link.displayName = 'Link';

/** Rspress's navigate-with-preload hook (sidebar group headers, search results), with failed page loads logged. */
export function useLinkNavigate({ startTransition }: { startTransition?: TransitionStartFunction } = {}) {
  return useBaseLinkNavigate({ startTransition: startTransition ? loggingTransition(startTransition) : loggingStartTransition });
}
