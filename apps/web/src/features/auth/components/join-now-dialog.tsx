import * as Dialog from '@radix-ui/react-dialog';
import { DialogCloseButton } from '../../../components/ui/dialog-close-button.tsx';
import { closeJoinNow, openJoinNow, useJoinNow } from '../../../lib/join-now.ts';
import { useAfterSignIn } from '../hooks/use-after-sign-in.ts';
import { AuthPanel } from './auth-panel.tsx';

/** The login modal of SPEC §2, opened by Join Now and by UPLOAD for anonymous visitors. */
export function JoinNowDialog() {
  const { open, next } = useJoinNow();
  const afterSignIn = useAfterSignIn();
  return (
    <Dialog.Root open={open} onOpenChange={(value) => (value ? openJoinNow(next) : closeJoinNow())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">Join MedShelf</Dialog.Title>
            <DialogCloseButton label="Close" className="-mt-2 -mr-2" />
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
