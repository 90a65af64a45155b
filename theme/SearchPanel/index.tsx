import { Head, usePageData } from '@rspress/core/runtime';
import { getSearchIndexURL } from '@rspress/core/dist/theme/components/Search/logic/providers/LocalProvider.js';
// Our engine's searcher, or the remote one (theme/SearchEngine/plugin.ts puts it in place of Rspress's).
import { PageSearcher } from '@rspress/core/dist/theme/components/Search/logic/search.js';
import { lazy, Suspense, useEffect, useState } from 'react';

const loadPanel = () => import('./LoadedPanel');
const LoadedPanel = lazy(loadPanel);

/** Starts loading the panel's code before it is needed: the search button calls it on hover and focus. */
export function preloadSearchPanel() {
  // A failed load is retried, and reported, when the panel is opened.
  loadPanel().catch(() => {});
}

interface SearchPanelProps {
  focused: boolean;
  setFocused: (focused: boolean) => void;
}

/**
 * Rspress's search panel, whose code (modal, result list, keyboard handling) is loaded on first use rather than with
 * every page. Until then this stands in for it: the search engine and the index are loaded once the browser is idle,
 * as the mounted panel would (SPEC §7), so the first search is answered at once, and Ctrl/⌘ K opens the panel. Once
 * opened, the panel stays mounted and works as Rspress's does.
 */
export function SearchPanel({ focused, setFocused }: SearchPanelProps) {
  const { siteData, page } = usePageData();
  const { search, title } = siteData;
  const enabled = search !== false;
  const version = enabled && (search?.versioned ?? true) ? page.version : '';
  const indexUrl = enabled ? getSearchIndexURL(page.lang, version) : undefined;
  const [used, setUsed] = useState(false);
  if (focused && !used) setUsed(true);

  useEffect(() => {
    if (!enabled || used) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === 'KeyK' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        setFocused(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, used, setFocused]);

  useEffect(() => {
    if (!enabled || used) return;
    const searcher = new PageSearcher({ indexName: title, ...search, currentLang: page.lang, currentVersion: page.version });
    searcher.fetchSearchIndex().catch(() => {});
  }, [enabled, used, page.lang, page.version]);

  if (!enabled) return null;
  if (!used) {
    return indexUrl ? (
      <Head>
        <link rel="prefetch" href={indexUrl} />
      </Head>
    ) : null;
  }
  return (
    <Suspense fallback={null}>
      <LoadedPanel focused={focused} setFocused={setFocused} />
    </Suspense>
  );
}
