// V8's explicit compile hint (Chromium 136+): a script that starts with this comment has all its functions compiled
// eagerly, on a background thread while it streams in, instead of lazily on the main thread the first time each is
// called. Given to the scripts whose functions run at once:
// - the first-load scripts: hydration calls most of them (Lighthouse total blocking time on a mobile profile dropped
//   from about 200 ms to under 100 ms);
// - the search's, loaded as the reader reaches for search (theme/SearchPanel, theme/SearchEngine/searcher.ts): its
//   first query runs them, and compiling them then made one task of about 50 ms on a phone's speed (4× CPU throttle).
import type { RspressPlugin } from '@rspress/core';
import type { Rspack } from '@rsbuild/core';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** The scripts the first visit loads (route chunks live under static/js/async/ and load as needed). */
const FIRST_LOAD_SCRIPTS = /^static\/js\/[^/]+\.js$/;
/** The chunks named by their dynamic imports, with every chunk each needs (the panel's code is split from its name). */
const EAGER_CHUNK_GROUPS = ['search-panel', 'search-engine'];

class CompileHintsPlugin {
  apply(compiler: Rspack.Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('rstest-docs-compile-hints', (compilation) => {
      // After minification, which would strip the comment, and before the content hashes are computed.
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: 'rstest-docs-compile-hints', stage }, () => {
        const eager = new Set(
          EAGER_CHUNK_GROUPS.flatMap((name) => compilation.namedChunkGroups.get(name)?.chunks.flatMap((chunk) => [...chunk.files]) ?? []),
        );
        for (const asset of compilation.getAssets()) {
          if (!asset.name.endsWith('.js') || !(FIRST_LOAD_SCRIPTS.test(asset.name) || eager.has(asset.name))) continue;
          compilation.updateAsset(asset.name, new sources.ConcatSource(`${COMPILE_HINT}\n`, asset.source));
        }
      });
    });
  }
}

export function compileHintsPlugin(): RspressPlugin {
  return {
    name: 'rstest-docs-compile-hints',
    builderConfig: {
      tools: {
        rspack: (_config, { appendPlugins }) => appendPlugins(new CompileHintsPlugin()),
      },
    },
  };
}
