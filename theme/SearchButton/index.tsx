import { useI18n } from '@rspress/core/runtime';
import { IconSearch, SvgWrapper } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import { preloadSearch } from '../SearchPanel';
import { useLabels } from '../utils/labels';
// Rspress's look for the button; its component (which imports it) is replaced, so the stylesheet is imported here.
import '@rspress/core/dist/theme/components/Search/SearchButton.css';
import './index.css';

/**
 * Rspress's search button, with the small-screen icon as a named button (Rspress's is a clickable `div` the keyboard
 * cannot reach) and the Ctrl/⌘ K hint announced as a shortcut rather than read out as text.
 */
export function SearchButton({ setFocused }: { setFocused: (focused: boolean) => void }) {
  const t = useI18n();
  const { search } = useLabels();
  // Known only in the browser; empty in the prerendered page.
  const [metaKey, setMetaKey] = useState<string>();
  useEffect(() => setMetaKey(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl'), []);
  const open = () => setFocused(true);
  return (
    <>
      <button
        type="button"
        className="rp-search-button"
        onClick={open}
        onPointerEnter={preloadSearch}
        onFocus={preloadSearch}
        aria-keyshortcuts="Control+K Meta+K"
      >
        <span className="rp-search-button__content">
          <SvgWrapper icon={IconSearch} className="rp-search-button__icon" aria-hidden="true" />
          <span className="rp-search-button__word">{t('searchPlaceholderText')}</span>
        </span>
        <span className="rp-search-button__hotkey" aria-hidden="true" style={{ opacity: metaKey ? 1 : 0 }}>
          <span>{metaKey}</span>
          <span>K</span>
        </span>
      </button>
      <button
        type="button"
        className="rp-search-button--mobile"
        onClick={open}
        onPointerDown={preloadSearch}
        onFocus={preloadSearch}
        aria-label={search}
      >
        <SvgWrapper icon={IconSearch} aria-hidden="true" />
      </button>
    </>
  );
}
