import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { loadJoinNowDialog, useAccount, useAccountEffects } from '../../features/auth/index.ts';
import { loadSavedOfflineDialog, useSavedOfflineOpen } from '../../features/offline/index.ts';
import { useLanguageOfAccount } from '../../features/preferences/index.ts';
import { DeckSlotsContext } from '../../features/slides/index.ts';
import { useAppLinks } from '../../lib/app-links.ts';
import { useArrivalTrail } from '../../lib/arrival.ts';
import { afterHydration, HydrateLater } from '../../lib/hydrate-later.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { useJoinNow } from '../../lib/join-now.ts';
import { useDarkTheme, useThemeFollower } from '../../lib/theme.ts';
import { loadToasts, loadToastsWhenIdle, useToastAsked } from '../../lib/toaster.ts';
import { memberDeckSlots, visitorDeckSlots } from './deck-slots.tsx';
import { Footer } from './footer.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { TopNav } from './top-nav.tsx';

const Toaster = lazy(() => loadToasts().then((module) => ({ default: module.Toaster })));
const JoinNowDialog = lazy(() =>
  loadJoinNowDialog().then((module) => ({
    default: module.JoinNowDialog,
  })),
);

const SavedOfflineDialog = lazy(() =>
  loadSavedOfflineDialog().then((module) => ({
    default: module.SavedOfflineDialog,
  })),
);

/** A dialog's code loads the first time it opens, then stays mounted. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * Marks the document once the app answers input: a server-drawn page shows before its code
 * has run, and a click before then does nothing (the end-to-end tests wait for this mark). Parts
 * hydrated after the page (lib/hydrate-later.tsx) are waited for too. Then the toast library
 * loads while the browser is idle.
 */
function useMarkInteractive() {
  useEffect(() => {
    afterHydration(() => {
      document.documentElement.dataset.interactive = 'true';
      loadToastsWhenIdle();
    });
  }, []);
}

export function RootLayout() {
  const t = useT();
  useMarkInteractive();
  useAppLinks();
  useThemeFollower();
  const dark = useDarkTheme();
  useAccountEffects();
  useLanguageOfAccount();
  useArrivalTrail();
  const signedIn = Boolean(useAccount().data);
  const joinNowOpened = useOpenedOnce(useJoinNow().open);
  const savedOfflineOpened = useOpenedOnce(useSavedOfflineOpen());
  const toastAsked = useToastAsked();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('nav.skipToContent')}
      </a>
      <NavigationProgress />
      {/* After the page's own content: a part of its own, so that neither makes one long task. */}
      <HydrateLater>
        <TopNav />
      </HydrateLater>
      <OfflineNotice />
      {/* The page itself hydrates after the frame around it: neither makes one long task. */}
      <HydrateLater>
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <DeckSlotsContext value={signedIn ? memberDeckSlots : visitorDeckSlots}>
            <Outlet />
          </DeckSlotsContext>
        </main>
      </HydrateLater>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <ScrollToTop />
      {/* Sonner's rich colours fail WCAG AA contrast for success toasts; the plain style passes.
          At the bottom (full width on a phone), toasts never cover the top bar, and dialogs
          leave that space free (dialog-styles.ts). Its direction is given (both languages
          are written left to right): without it, it computed the page's style as it mounted, a
          forced style recalculation in the middle of hydrating. Given on <html> instead, its
          stylesheet's html[dir] rules restyled every element of the page when it arrived.
          It mounts with the page's first toast, not with the page (lib/toaster.ts), in a boundary
          of its own: a lazy part suspends once as it mounts, and an open dialog must not go with
          it. */}
      {toastAsked ? (
        <Suspense fallback={null}>
          <Toaster dir="ltr" position="bottom-right" closeButton theme={dark ? 'dark' : 'light'} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        {joinNowOpened ? <JoinNowDialog /> : null}
        {savedOfflineOpened ? <SavedOfflineDialog /> : null}
      </Suspense>
    </div>
  );
}
