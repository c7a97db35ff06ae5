import type { EditorBook } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteBook } from '../api/delete-book.ts';
import { BookStatus } from './book-status.tsx';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';

const coverBox = 'aspect-[2/3] h-auto w-16 shrink-0 rounded-md bg-slate-100 sm:w-20';

/** One book in the editor's list: cover, title, where it belongs, its processing, what can be done. */
export function BookRow({ book, onEdit }: { book: EditorBook; onEdit(): void }) {
  const remove = useDeleteBook();
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:gap-4">
      {book.cover ? (
        <img
          src={book.cover.url}
          alt=""
          width={book.cover.width}
          height={book.cover.height}
          loading="lazy"
          decoding="async"
          className={`${coverBox} object-contain`}
        />
      ) : (
        <div aria-hidden="true" className={coverBox} />
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="font-semibold break-words text-slate-900">{book.title}</h3>
        {book.authors.length ? <p className="text-sm text-slate-700">{book.authors.join('; ')}</p> : null}
        <p className="text-sm text-brand-800">
          {book.subject.name}
          {book.category ? ` › ${book.category.name}` : ''}
          {book.year ? ` · ${book.year}` : ''}
        </p>
        <BookStatus processing={book.processing} />
        <div className="-ml-2 flex flex-wrap gap-1 pt-1">
          <Link to={paths.bookDetails(book.id)} className={buttonClass('ghost')}>
            View<span className="sr-only"> {book.title}</span>
          </Link>
          <button type="button" className={buttonClass('ghost')} onClick={onEdit}>
            Edit<span className="sr-only"> {book.title}</span>
          </button>
          <ConfirmDeleteDialog
            what="book"
            name={book.title}
            consequences="Its PDF, pages and cover are removed with it."
            onConfirm={async () => {
              await remove.mutateAsync(book.id);
              notify('success', `“${book.title}” is deleted.`);
            }}
          />
        </div>
      </div>
    </li>
  );
}
