import { Suspense } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { PlaylistIcon } from '../../../components/ui/playlist-icons.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { lazyWithRetry } from '../../../lib/lazy-with-retry.ts';
import { joinToDo } from '../../../lib/pending-action.ts';
import { preloadableLazy } from '../../../lib/preloadable-lazy.tsx';
import { useLazyDialog } from '../../../lib/use-lazy-dialog.ts';
import { useResumeAction } from '../../auth/index.ts';

const loadDialog = lazyWithRetry(() => import('./save-to-playlist-dialog.tsx'));
const dialogPart = preloadableLazy(() => loadDialog().then((module) => module.SaveToPlaylistDialog));

interface SaveToPlaylistButtonProps {
  deckId: string;
  deckTitle: string;
  signedIn: boolean;
  /** 'button' on the deck's page; 'icon' on a card in a list (signed-in users only). */
  variant?: 'button' | 'icon';
}

const iconClass =
  'absolute top-2 right-2 z-10 inline-flex size-11 items-center justify-center rounded-full border border-slate-200 bg-white/95 text-brand-800 shadow-sm hover:bg-brand-50';

/**
 * Opens "Save to playlist"; the dialog's code loads on first use (or when the pointer or focus
 * comes near), so lists and the viewer stay light. A signed-out visitor is asked to join first,
 * and finds the dialog open when back.
 */
export function SaveToPlaylistButton({
  deckId,
  deckTitle,
  signedIn,
  variant = 'button',
}: SaveToPlaylistButtonProps) {
  const t = useT();
  // A visitor is asked to join first: nothing to load for them yet.
  const dialog = useLazyDialog(signedIn ? dialogPart.preload : () => Promise.resolve());
  useResumeAction({ kind: 'save', deckId }, dialog.show);
  return (
    <>
      <button
        {...dialog.triggerProps}
        className={variant === 'icon' ? iconClass : buttonClass('secondary')}
        aria-label={variant === 'icon' ? t('playlists.saveDeckTo', { title: deckTitle }) : undefined}
        onClick={() => {
          if (!signedIn) return joinToDo({ kind: 'save', deckId });
          dialog.show();
        }}
      >
        <PlaylistIcon name="save" />
        {variant === 'icon' ? null : t('playlists.saveToPlaylist')}
      </button>
      {dialog.opened ? (
        <Suspense fallback={null}>
          <dialogPart.Part deckId={deckId} deckTitle={deckTitle} {...dialog.panelProps} />
        </Suspense>
      ) : null}
    </>
  );
}
