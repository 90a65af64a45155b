import { type FocusEvent, type KeyboardEvent, useRef, useState } from 'react';

/**
 * A button that shows and hides a menu next to it (the navbar's language menu, the page-title menu): Escape closes
 * it and gives focus back to the button; focus leaving the container closes it. Spread `containerProps` on the
 * element that holds both the button and the menu.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerProps = {
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      setOpen(false);
      buttonRef.current?.focus();
    },
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
  };
  return { open, setOpen, buttonRef, containerProps };
}
