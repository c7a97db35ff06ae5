import type { EditorBook } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { useT } from '../../../lib/i18n/use-t.ts';
import { BookStatus } from './book-status.tsx';
import { LibraryRow } from './library-row.tsx';

/** One book in the editor's list: where it belongs and its processing, besides what every row has. */
export function BookRow({ book, onEdit }: { book: EditorBook; onEdit(): void }) {
  const t = useT();
  return (
    <LibraryRow
      kind="books"
      item={book}
      name={book.title}
      coverClass="aspect-[2/3] object-contain"
      viewPath={paths.bookDetails(book.id)}
      consequences={t('editor.book.consequences')}
      onEdit={onEdit}
    >
      {book.authors.length ? <p className="text-sm text-slate-700">{book.authors.join('; ')}</p> : null}
      <p className="text-sm text-brand-800">
        {book.subject.name}
        {book.category ? ` › ${book.category.name}` : ''}
        {book.year ? ` · ${book.year}` : ''}
      </p>
      <BookStatus processing={book.processing} />
    </LibraryRow>
  );
}
