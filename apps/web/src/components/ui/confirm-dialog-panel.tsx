import { messages } from '@medshelf/shared/messages';
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, type RefObject, useState } from 'react';
import { useServerText } from '../../lib/i18n/server-text.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { returnFocusTo } from '../../lib/use-lazy-dialog.ts';
import { buttonClass } from './button-styles.ts';
import { DialogCloseButton } from './dialog-close-button.tsx';
import { dialogOverlayClass, dialogPanelClass } from './dialog-styles.ts';

export interface ConfirmDialogPanelProps {
  /** The question, e.g. "Delete this deck?". */
  title: string;
  /** What follows, in plain words. */
  description: ReactNode;
  /** Extra fields (a note); they keep what was typed while the dialog stays open. */
  children?: ReactNode;
  /** The button that acts, e.g. "Delete deck", and its text while it works. */
  confirmLabel: string;
  pendingLabel: string;
  /** The button that changes nothing. */
  cancelLabel: string;
  /** Acts; a thrown error's message is shown in the dialog, which stays open with what was typed. */
  onConfirm(): Promise<unknown>;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opened it: focus goes back there on closing. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

const dangerClass = buttonClass('primary', 'bg-red-700! hover:bg-red-800!');

/** The dialog of confirm-dialog.tsx, a chunk of its own loaded on first use. */
export function ConfirmDialogPanel({
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  onConfirm,
  open,
  onOpenChange,
  triggerRef,
}: ConfirmDialogPanelProps) {
  const t = useT();
  const serverText = useServerText();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (failure) {
      setError(failure instanceof Error ? serverText(failure.message) : messages.checkConnection);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        setError(null);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          onCloseAutoFocus={returnFocusTo(triggerRef)}
          className={dialogPanelClass('md', 'roomy')}
        >
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="text-xl font-bold text-slate-900">{title}</Dialog.Title>
              <DialogCloseButton label={t('ui.close')} className="-mt-2 -mr-2" />
            </div>
            <Dialog.Description asChild>
              <div className="mt-2 space-y-2 text-slate-700">{description}</div>
            </Dialog.Description>
            {children ? <div className="mt-4">{children}</div> : null}
            {error ? (
              <p
                role="alert"
                className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800"
              >
                {error}
              </p>
            ) : null}
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Dialog.Close type="button" className={buttonClass('secondary')}>
                {cancelLabel}
              </Dialog.Close>
              <button type="submit" className={dangerClass} disabled={pending}>
                {pending ? pendingLabel : confirmLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
