import { useLocation } from '@rspress/core/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import { localize, MENU_LABEL, MENU_LINKS, type MenuLang } from '../../site/tools';
import { ToolLogo } from '../ToolLogo';
import { POPUP_DELAY_MS } from '../utils/popup';
import './index.css';

export interface ProductMenuProps {
  /** Language of the entries; by default Chinese when the path has a `zh` segment, else English. */
  lang?: MenuLang;
}

/**
 * The navbar's cross-product menu: a button that discloses the Rstack tools. Opens on hover (with
 * delays) and on click / Enter / Space; a click or key press pins it open until clicked again, Escape,
 * a click outside or focus leaving it.
 */
export function ProductMenu({ lang: langProp }: ProductMenuProps) {
  const { pathname } = useLocation();
  const lang = langProp ?? (/(^|\/)zh(\/|$)/.test(pathname) ? 'zh' : 'en');
  const [open, setOpen] = useState(false);
  // Logos are requested from the first opening on, never before.
  const [everOpened, setEverOpened] = useState(false);
  const pinned = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popoverId = useId();
  const titleId = useId();

  const show = (next: boolean) => {
    clearTimeout(timer.current);
    if (next) setEverOpened(true);
    else pinned.current = false;
    setOpen(next);
  };
  const showLater = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => show(next), POPUP_DELAY_MS);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) show(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = rootRef.current?.contains(document.activeElement);
      show(false);
      if (focusInside) triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="rs-product-menu"
      onMouseEnter={() => showLater(true)}
      onMouseLeave={() => {
        if (!pinned.current) showLater(false);
      }}
      onBlur={(event) => {
        // Tabbing past the last entry closes the menu; a click elsewhere is handled by the pointer listener.
        const next = event.relatedTarget as Node | null;
        if (next && !rootRef.current?.contains(next)) show(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className="rs-product-menu__trigger"
        aria-label={MENU_LABEL[lang]}
        aria-expanded={open}
        aria-controls={popoverId}
        aria-haspopup="true"
        onClick={() => {
          if (open && pinned.current) return show(false);
          pinned.current = true;
          show(true);
        }}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          {[2, 8, 14].flatMap((cy) =>
            [2, 8, 14].map((cx) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1.6" />),
          )}
        </svg>
      </button>
      <div id={popoverId} className="rs-product-menu__popover" hidden={!open}>
        <p id={titleId} className="rs-product-menu__title">
          {MENU_LABEL[lang]}
        </p>
        <ul className="rs-product-menu__list" aria-labelledby={titleId}>
          {MENU_LINKS.map((link) => {
            const { desc, url } = localize(link, lang);
            return (
              <li key={link.name}>
                <a className="rs-product-menu__link" href={url} target="_blank" rel="noopener noreferrer">
                  <ToolLogo tool={link} size={32} load={everOpened} />
                  <span className="rs-product-menu__text">
                    <span className="rs-product-menu__name">{link.name}</span>
                    <span className="rs-product-menu__desc">{desc}</span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
