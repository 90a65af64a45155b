// The browser paints the server-rendered page before the app's scripts are requested. With `defer`, the scripts
// compete with the stylesheet for a slow phone's bandwidth, and those that have arrived run before the first frame,
// so the reader sees nothing while about 170 kB of JavaScript downloads, evaluates and hydrates. Here a small loader
// at the end of the body requests them once the first frame is out and runs them in order: the page (every link
// works without scripts) comes first. They are requested before the `load` event, which still waits for them.
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
          const kept = tags.filter((tag) => {
            const src = tag.attrs?.src;
            if (tag.tag !== 'script' || typeof src !== 'string' || !tag.attrs?.defer) return true;
            sources.push(src);
            return false;
          });
          if (sources.length === 0) return kept;
          return [...kept, { tag: 'script', children: loader(sources), head: false, append: true }];
        },
      },
    },
  };
}
