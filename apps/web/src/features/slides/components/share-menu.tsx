import { Suspense, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { lazyWithRetry } from '../../../lib/lazy-with-retry.ts';
import { preloadableLazy } from '../../../lib/preloadable-lazy.tsx';
import { ShareLabel } from './share-label.tsx';
import type { ShareMenuProps } from './share-menu-loaded.tsx';

const loadMenu = lazyWithRetry(() => import('./share-menu-loaded.tsx'));
// Loaded by pointing or focus, the menu then draws at once when pressed.
const menu = preloadableLazy(() => loadMenu().then((module) => module.LoadedShareMenu));
const prefetch = () => void menu.preload().catch(() => undefined);

/**
 * The Share button of a deck, book, journal or article. The menu's code (Radix's menu, dialog and
 * positioning, ~110 KB) loads when the button is first pointed at, focused or pressed, not with
 * the page: most readers never share, and a slow phone ran it while the page started.
 */
export function ShareMenu(props: ShareMenuProps) {
  const [pressed, setPressed] = useState(false);
  const button = (busy: boolean) => (
    <button
      type="button"
      className={buttonClass('secondary')}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={busy || undefined}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setPressed(true)}
    >
      <ShareLabel />
    </button>
  );
  if (!pressed) return button(false);
  return (
    <Suspense fallback={button(true)}>
      <menu.Part {...props} />
    </Suspense>
  );
}
