import { useCallback } from 'react';

/**
 * A ref that focuses its element when it appears, where React's `autoFocus` would: Preact, the
 * browser's runtime (docs/decisions/0031), leaves `autofocus` to the browser, which honours it
 * only while a page loads.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  return useCallback(
    (element: T | null) => {
      if (enabled) element?.focus();
    },
    [enabled],
  );
}
