// The browser paints the server-rendered page before the app's scripts run. With `defer`, the scripts that have
// arrived run before the first frame, so a slow phone shows nothing while it evaluates and hydrates about 170 kB of
// JavaScript. Here each script is preloaded (as early as before, at the same low priority) and a small loader at the
// end of the body runs them, in order, once the first frame is out: the page (every link works without scripts)
// comes first.
// Input given before the app can answer it is kept by the same script and answered once the app has settled
// (theme/Root/useEarlyInputReplay.ts): the site's one mechanism for input during start-up. Its `settled` flag, set
// once that replay has run, tells the browser tests that the page is hydrated and idle.
import type { RspressPlugin } from '@rspress/core';

// `__rspress_root` and React's `__reactContainer` key are listed in site/rspressInternals.ts (checked against both).
/**
 * Runs in the page, inlined at the end of the body as its transpiled source (no comments inside it). Until the
 * app calls `stop()`, a click on a button and Ctrl/⌘ K are kept for the app to replay, and stopped here, so that each
 * is answered once, when everything that answers it (the search panel mounts last) is there; links need nothing
 * (they work without scripts). A pointer resting on a control or keyboard focus on one is noted while React is not
 * listening yet (its root container has no `__reactContainer` key): React sees them itself from then on.
 */
function keepEarlyInput() {
  const early: unknown[] & { stop?: () => void; hover?: boolean; focus?: boolean } = [];
  (window as unknown as { __rsEarlyInput: typeof early }).__rsEarlyInput = early;
  const reactListens = () => {
    const root = document.getElementById('__rspress_root');
    return !!root && Object.keys(root).some((key) => key.indexOf('__reactContainer') === 0);
  };
  const keep = (event: Event) => {
    if (event.type === 'focusin' || event.type === 'mouseover') {
      if (!reactListens()) early[event.type === 'focusin' ? 'focus' : 'hover'] = true;
      return;
    }
    if (event.type === 'click') {
      const target = (event.target as Element).closest?.('button,[role="button"]');
      if (!target) return;
      early.push({ type: 'click', target });
    } else {
      const key = event as KeyboardEvent;
      if (key.code !== 'KeyK' || !(key.ctrlKey || key.metaKey)) return;
      key.preventDefault();
      early.push({ type: 'keydown', key: key.key, code: key.code, ctrlKey: key.ctrlKey, metaKey: key.metaKey, shiftKey: key.shiftKey, altKey: key.altKey });
    }
    event.stopPropagation();
  };
  const types = ['click', 'keydown', 'focusin', 'mouseover'];
  for (const type of types) document.addEventListener(type, keep, true);
  early.stop = () => {
    for (const type of types) document.removeEventListener(type, keep, true);
  };
}

/** The recorder as the page runs it: its source, transpiled (the config is), called at once. */
const EARLY_INPUT = `(${keepEarlyInput.toString()})();`;

/** Runs the scripts in order after the next frame; at once in a hidden tab, which gets no frames. */
const loader = (sources: string[]) =>
  `(function(sources){function run(){sources.forEach(function(src){var script=document.createElement('script');script.src=src;script.async=false;document.head.appendChild(script)})}if(document.hidden)run();else requestAnimationFrame(function(){setTimeout(run)})})(${JSON.stringify(sources)})`;

export function paintFirstPlugin(): RspressPlugin {
  return {
    name: 'rstest-docs-paint-first',
    builderConfig: {
      html: {
        tags: (tags) => {
          const sources: string[] = [];
          const kept = tags.map((tag) => {
            const src = tag.attrs?.src;
            if (tag.tag !== 'script' || typeof src !== 'string' || !tag.attrs?.defer) return tag;
            sources.push(src);
            // Low priority, as `defer` scripts have: they must not hold up the stylesheet or the first frame.
            const attrs = { rel: 'preload', as: 'script', href: src, fetchpriority: 'low' };
            return { tag: 'link', attrs, head: true, publicPath: false };
          });
          if (sources.length === 0) return kept;
          return [...kept, { tag: 'script', children: EARLY_INPUT + loader(sources), head: false, append: true }];
        },
      },
    },
  };
}
