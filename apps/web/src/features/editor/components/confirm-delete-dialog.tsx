import { ConfirmDeleteDialog as DeleteDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/** What the editor deletes; each has its own `editor.<noun>.…` messages. */
export type EditorNoun = 'book' | 'journal' | 'feed';

interface ConfirmDeleteDialogProps {
  /** Names the kind of item in the title and on the button. */
  what: EditorNoun;
  /** The item's name, in the trigger's accessible name and the question. */
  name: string;
  /** What goes with it, in plain words. */
  consequences: string;
  onConfirm(): Promise<unknown>;
}

/** The editor's rows delete a named item the same way, whatever it is. */
export function ConfirmDeleteDialog({ what, name, consequences, onConfirm }: ConfirmDeleteDialogProps) {
  const t = useT();
  return (
    <DeleteDialog
      title={t(`editor.${what}.deleteTitle` as const)}
      description={
        <>
          <p className="font-medium break-words text-slate-900">“{name}”</p>
          <p>{t('editor.cannotUndo', { consequences })}</p>
        </>
      }
      confirmLabel={t(`editor.${what}.deleteButton` as const)}
      trigger={t('editor.delete')}
      triggerLabel={t('editor.deleteNamed', { name })}
      onConfirm={onConfirm}
    />
  );
}
