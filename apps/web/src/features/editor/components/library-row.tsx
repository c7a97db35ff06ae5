import type { Cover } from '@medshelf/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { RowThumbnail } from '../../../components/ui/row-thumbnail.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';
import { type LibraryKind, useDeleteItem } from '../api/library-items.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import type { LibraryNoun } from './library-panel.tsx';

const nouns: Record<LibraryKind, LibraryNoun> = { books: 'book', journals: 'journal' };

interface LibraryRowProps {
  kind: LibraryKind;
  item: { id: string; cover: Cover | null };
  /** The title of a book, the name of a journal. */
  name: string;
  /** The cover's box: its proportions and how the picture fills it. */
  coverClass: string;
  viewPath: string;
  /** What is deleted with it, in plain words. */
  consequences: string;
  onEdit(): void;
  /** The lines under its name. */
  children: ReactNode;
}

/** One book or journal in the editor's list: cover, name, facts, and view, edit and delete. */
export function LibraryRow({
  kind,
  item,
  name,
  coverClass,
  viewPath,
  consequences,
  onEdit,
  children,
}: LibraryRowProps) {
  const remove = useDeleteItem(kind);
  const t = useT();
  const coverBox = `${coverClass} h-auto w-16 shrink-0 rounded-md bg-slate-100 sm:w-20`;
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:gap-4">
      <RowThumbnail image={item.cover} box={coverBox} />
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="font-semibold break-words text-slate-900">{name}</h3>
        {children}
        <div className="-ml-2 flex flex-wrap gap-1 pt-1">
          <Link to={viewPath} className={buttonClass('ghost')}>
            {t('editor.view')}
            <span className="sr-only"> {name}</span>
          </Link>
          <button type="button" className={buttonClass('ghost')} onClick={onEdit}>
            {t('editor.edit')}
            <span className="sr-only"> {name}</span>
          </button>
          <ConfirmDeleteDialog
            what={nouns[kind]}
            name={name}
            consequences={consequences}
            onConfirm={async () => {
              await remove.mutateAsync(item.id);
              notify('success', t('editor.deleted', { name }));
            }}
          />
        </div>
      </div>
    </li>
  );
}
