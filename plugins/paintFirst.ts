// The browser paints the server-rendered page before the app's scripts run. With `defer`, the scripts that have
// arrived run before the first frame, so a slow phone shows nothing while it evaluates and hydrates about 170 kB
// of JavaScript. Here each script is preloaded (as early as before, at the same low priority) and a small loader at
// the end of the body runs them, in order, once the first frame is out. Hydration starts one frame later; the
// reader sees the page (every link works without scripts) that much sooner.
import type { RspressPlugin } from '@rspress/core';

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
          return [...kept, { tag: 'script', children: loader(sources), head: false, append: true }];
        },
      },
    },
  };
}
