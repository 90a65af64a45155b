import { HoverGroup, IconArrowDown, SvgWrapper } from '@rspress/core/theme-original';
import { useLangsMenu } from '@rspress/core/dist/theme/components/Nav/hooks.js';
import { useEffect, useId, useRef } from 'react';
import { useDisclosure } from '../utils/useDisclosure';
import { useLabels } from '../utils/labels';
import './index.css';

/** SPEC-COVERAGE C9: a submenu closes 150 ms after the pointer leaves it. */
const HOVER_CLOSE_DELAY_MS = 150;

/**
 * The navbar's language switcher. Rspress's opens on hover only, from a `div` the keyboard cannot reach, and sits
 * in a `li` outside any list. Here it is a list item with a disclosure button: hover opens it as before, and
 * Enter/Space/click toggle it; Escape or focus leaving it closes it. The menu holds the other languages as links.
 */
export function LanguageMenu() {
  const { items, activeValue } = useLangsMenu();
  const { language } = useLabels();
  const { open, setOpen, buttonRef, containerProps } = useDisclosure();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const menuId = useId();
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  if (items.length < 2) return null;

  const show = (next: boolean) => {
    clearTimeout(closeTimer.current);
    setOpen(next);
  };

  return (
    <ul className="rp-nav-menu rs-language-menu">
      <li
        className="rp-nav-menu__item"
        onMouseEnter={() => show(true)}
        onMouseLeave={() => {
          closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
        }}
        {...containerProps}
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
