import * as Dialog from '@radix-ui/react-dialog';
import { DialogCloseButton } from '../../../components/ui/dialog-close-button.tsx';
import { dialogOverlayClass, dialogPanelClass } from '../../../components/ui/dialog-styles.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { setSavedOfflineOpen, useSavedOfflineOpen } from '../saved-dialog-store.ts';
import { SavedList } from './saved-list.tsx';

/** "Saved on this device": what is kept for offline, how much space it takes, and Remove. */
export function SavedOfflineDialog() {
  const t = useT();
  const open = useSavedOfflineOpen();
  return (
    <Dialog.Root open={open} onOpenChange={setSavedOfflineOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content aria-describedby="saved-offline-about" className={dialogPanelClass('lg', 'tight')}>
          <div className="mb-1 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">
              {t('offline.savedOnDevice')}
            </Dialog.Title>
            <DialogCloseButton label={t('offline.close')} className="-mt-2 -mr-2" />
          </div>
          <p id="saved-offline-about" className="mb-4 text-sm text-slate-700">
            {t('offline.openWithoutNetwork')}
          </p>
          <SavedList />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
