// Rspress gathers every stylesheet into the one file all pages load (its `styles` split-chunks group). The search
// panel's stylesheets are left to the panel's own chunk instead, and load with it when the reader first searches
// (theme/SearchPanel): a visit that never searches does not fetch them (issue #19).
import type { RspressPlugin } from '@rspress/core';

// These stylesheets and the `styles` group are listed in site/rspressInternals.ts (checked against Rspress).
/** Rspress's panel, its result items and no-results block, and our rules for the panel. */
const PANEL_STYLES = /[\\/](components[\\/]Search[\\/](SearchPanel|SuggestItem|NoSearchResult)|theme[\\/]SearchPanel[\\/]index)\.css$/;

export function lazyPanelStylesPlugin(): RspressPlugin {
  return {
    name: 'rstest-docs-lazy-panel-styles',
    builderConfig: {
      tools: {
        rspack: (config) => {
          const splitChunks = config.optimization?.splitChunks;
          const styles = splitChunks ? splitChunks.cacheGroups?.styles : undefined;
          // The server build has no such group: it emits no stylesheet.
          if (!styles || !(styles.test instanceof RegExp)) return;
          const stylesheet = styles.test;
          styles.test = (module) => {
            const file = module.nameForCondition() ?? '';
            return stylesheet.test(file) && !PANEL_STYLES.test(file);
          };
        },
      },
    },
  };
}
