import { type FocusEvent, useEffect, useRef, useState } from 'react';
import { POPUP_DELAY_MS } from '../utils/popup';
import './index.css';

/** SPEC-COVERAGE C30: a closing tooltip is removed when its fade-out ends, or after this long if it never ends. */
export const TOOLTIP_MOTION_DEADLINE_MS = 1000;

type Phase = 'closed' | 'open' | 'closing';

/**
 * The name of an icon-only control, shown in a bubble below it (SPEC-COVERAGE S28, S29, C26, C27): opens on hover
 * or keyboard focus after 100 ms, closes 100 ms after the pointer or focus leaves, or at once on Escape (WCAG
 * 1.4.13); at most 250 px wide. An empty title never opens. The control keeps its own accessible name, so the
 * bubble, a visual echo of it, is hidden from assistive tech.
 *
 * Spread `triggerProps` on the control (it takes the class that positions the bubble) and render `bubble` inside
 * it, so the control's markup stays as it was.
 */
export function useTooltip(title: string) {
  const [wanted, setWanted] = useState(false);
  const open = Boolean(title) && wanted;
  const [phase, setPhase] = useState<Phase>('closed');
  const delay = useRef<ReturnType<typeof setTimeout>>(undefined);
  const deadline = useRef<ReturnType<typeof setTimeout>>(undefined);

  const request = (next: boolean, wait: number) => {
    clearTimeout(delay.current);
    delay.current = setTimeout(() => setWanted(next), wait);
  };

  useEffect(() => {
    clearTimeout(deadline.current);
    if (open) return setPhase('open');
    setPhase((current) => (current === 'closed' ? 'closed' : 'closing'));
    deadline.current = setTimeout(() => setPhase('closed'), TOOLTIP_MOTION_DEADLINE_MS);
  }, [open]);

  // Dismissible without moving the pointer or focus (WCAG 1.4.13): Escape closes it wherever focus is.
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && request(false, 0);
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  });

  useEffect(
    () => () => {
      clearTimeout(delay.current);
      clearTimeout(deadline.current);
    },
    [],
  );

  const triggerProps = {
    className: 'rs-tooltip-trigger',
    onMouseEnter: () => request(true, POPUP_DELAY_MS),
    onMouseLeave: () => request(false, POPUP_DELAY_MS),
    onFocus: (event: FocusEvent) => (event.target as Element).matches(':focus-visible') && request(true, POPUP_DELAY_MS),
    onBlur: () => request(false, POPUP_DELAY_MS),
  };
  const bubble = phase !== 'closed' && (
    <span
      className={`rs-tooltip${phase === 'open' ? ' rs-tooltip--open' : ''}`}
      aria-hidden="true"
      onTransitionEnd={() => !open && setPhase('closed')}
    >
      {title}
    </span>
  );
  return { triggerProps, bubble };
}
