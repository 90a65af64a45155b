import { afterEach, beforeEach, describe, expect, rstest, test } from '@rstest/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { TOOLTIP_MOTION_DEADLINE_MS, useTooltip } from '../../theme/Tooltip';
import { POPUP_DELAY_MS } from '../../theme/utils/popup';

// React reports state updates outside act() unless it is told that this environment uses act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  rstest.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  rstest.useRealTimers();
});

/** An icon button named `title`, as the navbar's icon-only controls use the tooltip. */
function IconButton({ title }: { title: string }) {
  const { triggerProps, bubble } = useTooltip(title);
  return (
    <button type="button" aria-label={title} {...triggerProps}>
      icon{bubble}
    </button>
  );
}

const render = (title: string) => act(() => root.render(<IconButton title={title} />));
const trigger = () => container.querySelector('button') as HTMLElement;
const bubble = () => container.querySelector('.rs-tooltip');
const hover = (type: 'mouseover' | 'mouseout') =>
  act(() => {
    trigger().dispatchEvent(new MouseEvent(type, { bubbles: true, relatedTarget: document.body }));
  });
const advance = (ms: number) => act(() => rstest.advanceTimersByTime(ms));
/** The pointer rests on the control until the bubble opens, then leaves: the bubble starts closing. */
const openThenLeave = () => {
  hover('mouseover');
  advance(POPUP_DELAY_MS);
  hover('mouseout');
  advance(POPUP_DELAY_MS);
};

describe('useTooltip (SPEC §4, §9)', () => {
  test('opens 100 ms after the pointer enters and closes 100 ms after it leaves', () => {
    render('GitHub');
    hover('mouseover');
    advance(POPUP_DELAY_MS - 1);
    expect(bubble()).toBeNull();
    advance(1);
    expect(bubble()?.textContent).toBe('GitHub');
    expect(bubble()?.classList.contains('rs-tooltip--open')).toBe(true);

    hover('mouseout');
    advance(POPUP_DELAY_MS - 1);
    expect(bubble()?.classList.contains('rs-tooltip--open')).toBe(true);
    advance(1);
    expect(bubble()?.classList.contains('rs-tooltip--open')).toBe(false);
  });

  test('an empty title never opens', () => {
    render('');
    hover('mouseover');
    advance(10 * POPUP_DELAY_MS);
    expect(bubble()).toBeNull();
  });

  test('a closing bubble whose fade-out never ends is removed at the 1000 ms animation deadline', () => {
    render('GitHub');
    openThenLeave();
    // No transitionend in this DOM: only the deadline removes it.
    advance(TOOLTIP_MOTION_DEADLINE_MS - 1);
    expect(bubble()).not.toBeNull();
    advance(1);
    expect(bubble()).toBeNull();
  });

  test('a finished fade-out removes the bubble at once', () => {
    render('GitHub');
    openThenLeave();
    act(() => {
      bubble()?.dispatchEvent(new Event('transitionend', { bubbles: true }));
    });
    expect(bubble()).toBeNull();
  });

  test('Escape closes an open bubble at once, wherever focus is', () => {
    render('GitHub');
    hover('mouseover');
    advance(POPUP_DELAY_MS);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    advance(0);
    expect(bubble()?.classList.contains('rs-tooltip--open')).toBe(false);
  });
});
