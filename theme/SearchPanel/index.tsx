import { Head, usePageData } from '@rspress/core/runtime';
import { getSearchIndexURL } from '@rspress/core/dist/theme/components/Search/logic/providers/LocalProvider.js';
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
 * Rspress's search panel, whose code (modal, result list, keyboard handling, and with it the search engine) is
 * loaded on first use rather than with every page. Until then this stands in for it: the index is still fetched
 * when the browser is idle, through the same prefetch link the panel renders (SPEC §7), and Ctrl/⌘ K still opens
 * the panel. Once opened, the panel stays mounted and works as Rspress's does.
 */
export function SearchPanel({ focused, setFocused }: SearchPanelProps) {
  const { siteData, page } = usePageData();
  const { search } = siteData;
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
