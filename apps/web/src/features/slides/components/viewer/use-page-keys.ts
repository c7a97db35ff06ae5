import { useEffect } from 'react';

/**
 * Where ← and → already mean something: typing, choosing in a list or menu, a dialog. There
 * the keys are left alone.
 */
const ownArrowKeys =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="menu"], [role="dialog"], [role="listbox"], [role="radiogroup"], [role="tablist"], [role="slider"]';

/** ← and → anywhere on the page turn to the previous and next page of the deck. */
export function usePageKeys(onPrevious: () => void, onNext: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.target instanceof Element && event.target.closest(ownArrowKeys)) return;
      event.preventDefault();
      if (event.key === 'ArrowLeft') onPrevious();
      else onNext();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onPrevious, onNext]);
}
