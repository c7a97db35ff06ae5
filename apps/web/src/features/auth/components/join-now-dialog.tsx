import * as Dialog from '@radix-ui/react-dialog';
import { DialogCloseButton } from '../../../components/ui/dialog-close-button.tsx';
import { dialogOverlayClass, dialogPanelClass } from '../../../components/ui/dialog-styles.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { closeJoinNow, openJoinNow, useJoinNow } from '../../../lib/join-now.ts';
import { useAfterSignIn } from '../hooks/use-after-sign-in.ts';
import { AuthPanel } from './auth-panel.tsx';

/** The login modal of SPEC §2, opened by Join Now and by UPLOAD for anonymous visitors. */
export function JoinNowDialog() {
  const t = useT();
  const { open, next } = useJoinNow();
  const afterSignIn = useAfterSignIn();
  return (
    <Dialog.Root open={open} onOpenChange={(value) => (value ? openJoinNow(next) : closeJoinNow())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content aria-describedby={undefined} className={dialogPanelClass('md', 'roomy')}>
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">{t('auth.joinMedShelf')}</Dialog.Title>
            <DialogCloseButton label={t('auth.close')} className="-mt-2 -mr-2" />
          </div>
          <AuthPanel
            onSignedIn={() => {
              closeJoinNow();
              void afterSignIn(next);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
