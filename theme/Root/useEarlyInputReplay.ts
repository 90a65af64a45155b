import { useEffect } from 'react';

/** Input kept by the loader of plugins/paintFirst.ts until the app had settled. */
type EarlyInput =
  | { type: 'click'; target: HTMLElement }
  | ({ type: 'keydown' } & Pick<KeyboardEventInit, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>);

/** Longest wait for an idle moment; where idle callbacks are not supported, a fixed wait instead. */
const IDLE_TIMEOUT_MS = 1000;
const IDLE_FALLBACK_MS = 100;

declare global {
  interface Window {
    __rsEarlyInput?: EarlyInput[] & {
      stop(): void;
      hover?: boolean;
      focus?: boolean;
      /** Set once the replay has run: hydrated, including the parts that mount after it (NoSSR), and idle. */
      settled?: boolean;
    };
  }
}

/**
 * The other half of the site's one mechanism for input during start-up (plugins/paintFirst.ts keeps it): what the
 * reader did before the app could answer gets its answer once the app has settled. Clicks on buttons and Ctrl/⌘ K
 * are replayed, text typed into a field is handed over, and the control under the pointer or with keyboard focus
 * gets its hover or focus behaviour (a menu or tooltip), as if the pointer or focus had just arrived. This waits
 * until the main thread is idle after hydration, when the parts rendered in the browser only (the search panel,
 * which listens for its shortcut) have mounted too; until then the loader keeps what comes.
 */
export function useEarlyInputReplay() {
  useEffect(() => {
    const early = window.__rsEarlyInput;
    const run = () => {
      early?.stop();
      replay(early?.splice(0) ?? [], { hover: !!early?.hover, focus: !!early?.focus });
      if (early) early.settled = true;
    };
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(run, IDLE_FALLBACK_MS);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(idle);
  }, []);
}

/** `before`: whether the pointer moved or focus moved before React listened (else React has seen it already). */
function replay(inputs: EarlyInput[], before: { hover: boolean; focus: boolean }) {
  for (const input of inputs) {
    if (input.type === 'click') {
      if (input.target.isConnected) input.target.click();
    } else {
      const { type, ...init } = input;
      document.dispatchEvent(new KeyboardEvent(type, { ...init, bubbles: true, cancelable: true }));
    }
  }
  // Text typed into a field (the overview filter) before React listened: handed to React as a change. React
  // notices a change only against the value it last saw, so that is set back to the prerendered one first.
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const field of document.querySelectorAll<HTMLInputElement>('#__rspress_root input')) {
    if (field.value === field.defaultValue || !setValue) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    setValue.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const hovered = before.hover ? [...document.querySelectorAll('#__rspress_root :hover')].pop() : undefined;
  // From outside the window (no related target): React then enters every element from the root to this one.
  hovered?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, view: window }));
  const focused = document.activeElement;
  if (before.focus && focused instanceof HTMLElement && focused !== document.body && focused.matches(':focus-visible')) {
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }
}
