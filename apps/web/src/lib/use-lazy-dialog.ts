import { type RefObject, useRef, useState } from 'react';

/**
 * A button that opens a dialog whose code is a chunk of its own (Radix's dialog, its focus trap
 * and scroll lock, the form), loaded when the button is first pointed at, focused or pressed
 * rather than with the page. Spread `triggerProps` on the button and call `show` to open; draw
 * the dialog with `panelProps` once `opened`, so what was typed in it stays when it is closed and
 * opened again.
 */
export function useLazyDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const prefetch = () => void load().catch(() => undefined);
  return {
    opened,
    show: () => {
      setOpened(true);
      setOpen(true);
    },
    panelProps: { open, onOpenChange: setOpen, triggerRef: trigger },
    triggerProps: {
      ref: trigger,
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onPointerEnter: prefetch,
      onFocus: prefetch,
    },
  };
}

/**
 * Radix's onCloseAutoFocus for such a dialog, drawn without a Trigger of its own: focus goes back
 * to the button that opened it.
 */
export function returnFocusTo(trigger: RefObject<HTMLElement | null>) {
  return (event: Event) => {
    event.preventDefault();
    trigger.current?.focus();
  };
}
