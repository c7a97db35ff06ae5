import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Where ← and → already mean something: typing, choosing in a list or menu, a dialog. There
 * the keys are left alone.
 */
const ownArrowKeys =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="menu"], [role="dialog"], [role="listbox"], [role="radiogroup"], [role="tablist"], [role="slider"]';

/**
 * ← and → anywhere on the page turn to the previous and next page of the deck. The listener
 * calls the latest callbacks, set as soon as a render is committed: a second key pressed before
 * the effects of the first page turn ran (they run after paint) still turns from the page shown.
 */
export function usePageKeys(onPrevious: () => void, onNext: () => void) {
  const latest = useRef({ onPrevious, onNext });
  useLayoutEffect(() => {
    latest.current = { onPrevious, onNext };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.target instanceof Element && event.target.closest(ownArrowKeys)) return;
      event.preventDefault();
      if (event.key === 'ArrowLeft') latest.current.onPrevious();
      else latest.current.onNext();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
