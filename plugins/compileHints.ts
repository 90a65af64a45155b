// V8's explicit compile hint (Chromium 136+): a script that starts with this comment has all its functions compiled
// eagerly, on a background thread while it streams in, instead of lazily on the main thread the first time each is
// called. Given to the scripts whose functions run at once:
// - the first-load scripts: hydration calls most of them (Lighthouse total blocking time on a mobile profile dropped
//   from about 200 ms to under 100 ms);
// - the parts of the theme loaded on first use, such as the search panel and engine (theme/SearchPanel,
//   search/searcher.ts): the search's first query runs them, and compiling them then made one task of
//   about 50 ms at a phone's speed (4× CPU throttle).
// Pages' own chunks (route-*) are left as they are.
import type { RspressPlugin } from '@rspress/core';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** The scripts the first visit loads, and those of the theme loaded on first use (not pages' route chunks). */
const EAGER_SCRIPTS = /^static\/js\/([^/]+|async\/(?!route-)[^/]+)\.js$/;

export function compileHintsPlugin(): RspressPlugin {
  return {
    name: 'rstest-docs-compile-hints',
    builderConfig: {
      tools: {
        rspack: (_config, { appendPlugins, rspack }) =>
          appendPlugins(
            new rspack.BannerPlugin({
              banner: COMPILE_HINT,
              raw: true,
              test: EAGER_SCRIPTS,
              // After minification, which would strip the comment, and before the content hashes are computed.
              stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            }),
          ),
      },
    },
  };
}
