import { messages } from '@medshelf/shared/messages';
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import { useServerText } from '../../lib/i18n/server-text.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { buttonClass } from './button-styles.ts';
import { DialogCloseButton } from './dialog-close-button.tsx';
import { dialogOverlayClass, dialogPanelClass } from './dialog-styles.ts';

interface ConfirmDialogProps {
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
  /** The trigger's content; its accessible name can name the item (`triggerLabel`). */
  trigger: ReactNode;
  triggerLabel?: string;
  triggerClassName?: string;
  /** Acts; a thrown error's message is shown in the dialog, which stays open with what was typed. */
  onConfirm(): Promise<unknown>;
}

const dangerClass = buttonClass('primary', 'bg-red-700! hover:bg-red-800!');

/** A serious action (delete, take down, disable) asks first and says plainly what follows. */
export function ConfirmDialog({
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  trigger,
  triggerLabel,
  triggerClassName = buttonClass('ghost', 'text-red-700!'),
  onConfirm,
}: ConfirmDialogProps) {
  const t = useT();
  const serverText = useServerText();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
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
        setOpen(next);
        setError(null);
      }}
    >
      <Dialog.Trigger className={triggerClassName} aria-label={triggerLabel}>
        {trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogPanelClass('md', 'roomy')}>
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

/** Delete something after saying plainly what goes with it; nothing is deleted without a yes. */
export function ConfirmDeleteDialog(
  props: Omit<ConfirmDialogProps, 'pendingLabel' | 'cancelLabel' | 'children'>,
) {
  const t = useT();
  return <ConfirmDialog {...props} pendingLabel={t('ui.deleting')} cancelLabel={t('ui.keepIt')} />;
}
