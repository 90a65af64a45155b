import { usePageData } from '@rspress/core/runtime';
// Our engine's searcher, or the remote one (search/plugin.ts puts it in place of Rspress's).
import { PageSearcher } from '@rspress/core/dist/theme/components/Search/logic/search.js';
import { lazy, Suspense, useEffect, useState } from 'react';

const loadPanel = () => import('./LoadedPanel');
const LoadedPanel = lazy(loadPanel);

/** Loads the search index of the page's language; set while a page with search is mounted. */
let loadIndex: (() => void) | undefined;

/**
 * The panel waits 150 ms after the last keystroke (SPEC-COVERAGE C2) before it asks for results. Meanwhile, the
 * search fetches the index shards of the words typed at each keystroke, and searches once typing has paused this long
 * (the text of the pages shown comes then), so that the results are there when the panel asks for them.
 */
const SEARCH_AHEAD_PAUSE_MS = 50;

/**
 * Starts loading the panel's code and the index before they are needed: the search button calls it on hover,
 * focus and press, when the reader is about to search.
 */
export function preloadSearch() {
  // In a task of its own, so that the pointer or focus event stays short: on a phone, starting the loads takes tens
  // of milliseconds.
  setTimeout(() => {
    // A failed load is retried, and reported, when the panel is opened.
    loadPanel().catch(() => {});
    loadIndex?.();
  }, 0);
}

interface SearchPanelProps {
  focused: boolean;
  setFocused: (focused: boolean) => void;
}

/**
 * Rspress's search panel, whose code (modal, result list, keyboard handling) is loaded on first use rather than with
 * every page. Until then this stands in for it: Ctrl/⌘ K opens the panel, and the search engine and the index are
 * loaded when the reader shows they are about to search (issue #19: a first visit that does not search fetches
 * none of it). Once opened, the panel stays mounted and works as Rspress's does.
 */
export function SearchPanel({ focused, setFocused }: SearchPanelProps) {
  const { siteData, page } = usePageData();
  const { search, title } = siteData;
  const enabled = search !== false;
  const [used, setUsed] = useState(false);
  if (focused && !used) setUsed(true);

  // Ctrl/⌘ K until the panel itself is mounted (it then handles the shortcut). A shortcut pressed before this effect
  // has run is kept by the start-up loader and replayed once the page has settled (plugins/paintFirst.ts).
  useEffect(() => {
    if (!enabled || used) return;
    const open = (event: KeyboardEvent) => {
      if (event.code !== 'KeyK' || !(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      setFocused(true);
    };
    document.addEventListener('keydown', open);
    return () => document.removeEventListener('keydown', open);
  }, [enabled, used, setFocused]);

  useEffect(() => {
    if (!enabled) return;
    const searcher = new PageSearcher({ indexName: title, ...search, currentLang: page.lang, currentVersion: page.version });
    loadIndex = () => void searcher.init();
    const unload = () => {
      loadIndex = undefined;
    };
    // Our local searcher can search ahead (search/searcher.ts: it shares results with the panel's); the
    // remote one cannot.
    if (!('searchAhead' in searcher)) return unload;
    const ahead = searcher as typeof searcher & { searchAhead(query: string): void };
    let pause: ReturnType<typeof setTimeout> | undefined;
    const searchAhead = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || !input.classList.contains('rp-search-panel__input')) return;
      ahead.searchAhead(input.value);
      clearTimeout(pause);
      pause = setTimeout(() => void ahead.match(input.value), SEARCH_AHEAD_PAUSE_MS);
    };
    document.addEventListener('input', searchAhead, true);
    return () => {
      unload();
      clearTimeout(pause);
      document.removeEventListener('input', searchAhead, true);
    };
  }, [enabled, page.lang, page.version]);

  if (!enabled || !used) return null;
  return (
    <Suspense fallback={null}>
      <LoadedPanel focused={focused} setFocused={setFocused} />
    </Suspense>
  );
}
