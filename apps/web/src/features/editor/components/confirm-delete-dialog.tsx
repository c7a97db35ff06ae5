import type { ReactNode } from 'react';
import { ConfirmDeleteDialog as DeleteDialog } from '../../../components/ui/confirm-dialog.tsx';

interface ConfirmDeleteDialogProps {
  /** "feed", "book", "journal": in the title and on the button. */
  what: string;
  /** The item's name, in the trigger's accessible name and the question. */
  name: string;
  /** What goes with it, in plain words. */
  consequences: ReactNode;
  onConfirm(): Promise<unknown>;
}

/** The editor's rows delete a named item the same way, whatever it is. */
export function ConfirmDeleteDialog({ what, name, consequences, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <DeleteDialog
      title={`Delete this ${what}?`}
      description={
        <>
          <p className="font-medium break-words text-slate-900">“{name}”</p>
          <p>{consequences} This cannot be undone.</p>
        </>
      }
      confirmLabel={`Delete ${what}`}
      trigger="Delete"
      triggerLabel={`Delete “${name}”`}
      onConfirm={onConfirm}
    />
  );
}
