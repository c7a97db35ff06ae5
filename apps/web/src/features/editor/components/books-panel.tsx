import { useEditorBooks } from '../api/list-books.ts';
import { BookCreate } from './book-create.tsx';
import { BookEdit } from './book-edit.tsx';
import { BookRow } from './book-row.tsx';
import { LibraryPanel } from './library-panel.tsx';

/** The Books tab: every book with its processing; add, edit (files too) and delete. */
export function BooksPanel() {
  return (
    <LibraryPanel
      noun="book"
      title="Books"
      description="Books with a PDF are read and downloaded here; others link to where they are."
      emptyHint="Add a book with its PDF or an external link; many at once go through the import command."
      useList={useEditorBooks}
      keyOf={(book) => book.id}
      row={(book, edit) => <BookRow book={book} onEdit={edit} />}
      form={(mode, done) =>
        mode.kind === 'new' ? (
          <BookCreate onDone={done} />
        ) : (
          <BookEdit key={mode.key} bookId={mode.key} onDone={done} />
        )
      }
    />
  );
}
