import { paths } from '@medshelf/shared/routes';
import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { DialogCloseButton } from '../../../components/ui/dialog-close-button.tsx';
import { dialogOverlayClass, dialogPanelClass } from '../../../components/ui/dialog-styles.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { returnFocusTo } from '../../../lib/use-lazy-dialog.ts';
import { PlaylistPicker } from './playlist-picker.tsx';

interface SaveToPlaylistDialogProps {
  deckId: string;
  deckTitle: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opened it: focus goes back there on closing. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** "Save to playlist": the level picker in a dialog (its own chunk, loaded on first use). */
export function SaveToPlaylistDialog({
  deckId,
  deckTitle,
  open,
  onOpenChange,
  triggerRef,
}: SaveToPlaylistDialogProps) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          onCloseAutoFocus={returnFocusTo(triggerRef)}
          className={dialogPanelClass('lg', 'snug')}
        >
          <div className="mb-1 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">
              {t('playlists.saveToPlaylist')}
            </Dialog.Title>
            <DialogCloseButton label={t('playlists.close')} className="-mt-2 -mr-2" />
          </div>
          <Dialog.Description className="mb-4 text-sm text-slate-700">
            {t('playlists.tickHint', { title: deckTitle })}
          </Dialog.Description>
          <PlaylistPicker deckId={deckId} deckTitle={deckTitle} />
          <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
            <Link
              to={paths.playlist()}
              className="text-sm font-semibold text-brand-800 underline"
              onClick={() => onOpenChange(false)}
            >
              {t('playlists.manage')}
            </Link>
            <Dialog.Close className={buttonClass('primary')}>{t('playlists.done')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
