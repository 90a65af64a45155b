// The browser paints the server-rendered page before the app's scripts run. With `defer`, the scripts that have
// arrived run before the first frame, so a slow phone shows nothing while it evaluates and hydrates about 170 kB of
// JavaScript. Here each script is preloaded (as early as before, at the same low priority) and a small loader at the
// end of the body runs them, in order, once the first frame is out: the page (every link works without scripts)
// comes first.
// Until React listens, clicks on buttons and keyboard shortcuts have no handler; the loader keeps them in
// `window.__rsEarlyInput` and the app replays them once hydrated (theme/Root/useEarlyInputReplay.ts). Its `settled`
// flag, set once that replay has run, tells the browser tests that the page is hydrated and idle.
import type { RspressPlugin } from '@rspress/core';

/**
 * Keeps clicks on buttons and Ctrl/Cmd shortcuts, and notes hover and focus, until React has taken over the page
 * (its root container carries a `__reactContainer` key from then on, and React replays what reaches it during
 * hydration itself).
 */
const EARLY_INPUT = `(function(){var early=window.__rsEarlyInput=[];function reactListens(){var root=document.getElementById('__rspress_root');return !!root&&Object.keys(root).some(function(key){return key.indexOf('__reactContainer')===0})}function keep(event){if(reactListens())return;if(event.type==='focusin')early.focus=true;else if(event.type==='mouseover')early.hover=true;else if(event.type==='click'){var target=event.target.closest&&event.target.closest('button,[role="button"]');if(target)early.push({type:'click',target:target})}else if((event.ctrlKey||event.metaKey)&&['Control','Meta','Shift','Alt'].indexOf(event.key)<0)early.push({type:'keydown',key:event.key,code:event.code,ctrlKey:event.ctrlKey,metaKey:event.metaKey,shiftKey:event.shiftKey,altKey:event.altKey})}var types=['click','keydown','focusin','mouseover'];types.forEach(function(type){document.addEventListener(type,keep,true)});early.stop=function(){types.forEach(function(type){document.removeEventListener(type,keep,true)})}})();`;

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
