import { HoverGroup, IconArrowDown, SvgWrapper } from '@rspress/core/theme-original';
import { useLangsMenu } from '@rspress/core/dist/theme/components/Nav/hooks.js';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLabels } from '../utils/labels';
import './index.css';

/** SPEC §2: a submenu closes 150 ms after the pointer leaves it. */
const HOVER_CLOSE_DELAY_MS = 150;

/**
 * The navbar's language switcher. Rspress's opens on hover only, from a `div` the keyboard cannot reach, and sits
 * in a `li` outside any list. Here it is a list item with a disclosure button: hover opens it as before, and
 * Enter/Space/click toggle it; Escape or focus leaving it closes it. The menu holds the other languages as links.
 */
export function LanguageMenu() {
  const { items, activeValue } = useLangsMenu();
  const { language } = useLabels();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  if (items.length < 2) return null;

  const show = (next: boolean) => {
    clearTimeout(closeTimer.current);
    setOpen(next);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    show(false);
    buttonRef.current?.focus();
  };
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) show(false);
  };

  return (
    <ul className="rp-nav-menu rs-language-menu">
      <li
        className="rp-nav-menu__item"
        onMouseEnter={() => show(true)}
        onMouseLeave={() => {
          closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
        }}
        onKeyDown={closeOnEscape}
        onBlur={closeWhenFocusLeaves}
      >
        <button
          ref={buttonRef}
          type="button"
          className="rp-nav-menu__item__container"
          aria-label={`${language}: ${activeValue}`}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => show(!open)}
        >
          {activeValue}
          <SvgWrapper icon={IconArrowDown} className="rp-nav-menu__item__icon" aria-hidden="true" />
        </button>
        <div id={menuId}>
          <HoverGroup items={items} isOpen={open} activeMatcher={(item) => item.text === activeValue} />
        </div>
      </li>
    </ul>
  );
}
