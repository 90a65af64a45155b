import { SwitchAppearance as BaseSwitchAppearance } from '@rspress/core/theme-original';
import { type ComponentProps, type KeyboardEvent, useRef } from 'react';
import { useTooltip } from '../Tooltip';
import { useLabels } from '../utils/labels';
import './index.css';

/**
 * Rspress's light/dark toggle is a clickable `div`, out of reach of the keyboard and nameless. This wraps it in a
 * named button role that Enter and Space operate, by clicking the toggle at its centre (where the circular reveal
 * then starts, as it does from the pointer). A tooltip shows the name to sighted readers.
 */
export function SwitchAppearance(props: ComponentProps<typeof BaseSwitchAppearance>) {
  const { toggleTheme } = useLabels();
  const { triggerProps, bubble } = useTooltip(toggleTheme);
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const pressWithKeyboard = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    const toggle = wrapperRef.current?.querySelector('.rp-switch-appearance');
    if (!toggle) return;
    const { left, top, width, height } = toggle.getBoundingClientRect();
    toggle.dispatchEvent(
      new MouseEvent('click', { bubbles: true, clientX: left + width / 2, clientY: top + height / 2 }),
    );
  };
  return (
    <span
      ref={wrapperRef}
      role="button"
      tabIndex={0}
      aria-label={toggleTheme}
      {...triggerProps}
      className={`rs-appearance-toggle ${triggerProps.className}`}
      onKeyDown={pressWithKeyboard}
    >
      <BaseSwitchAppearance {...props} />
      {bubble}
    </span>
  );
}
