import { type RefObject, useCallback, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};
const never = () => () => undefined;

/**
 * The Fullscreen API on one element. `supported` is false where the browser has no element
 * fullscreen (Safari on iPhone), and the button is then not shown at all. The server draws it,
 * as most readers' browsers have it: added as the page hydrates, it moved the toolbar's others.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const supported = useSyncExternalStore(
    never,
    () => document.fullscreenEnabled === true,
    () => true,
  );
  const active = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement !== null && document.fullscreenElement === ref.current,
    () => false,
  );
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    // Refused (no user gesture, a policy): the viewer simply stays in the page.
    else ref.current?.requestFullscreen().catch(() => undefined);
  }, [ref]);
  return { supported, active, toggle };
}
